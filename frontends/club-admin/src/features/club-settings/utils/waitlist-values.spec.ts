import type { ClubSettings } from '@courtside/core';
import { validateWaitlist, waitlistChange, waitlistValuesOf } from './waitlist-values';

const saved = {
  waitlist_mode: 'auto',
  waitlist_priority: 'fifo',
  quiet_hours: '22:00-08:00',
  offer_open_hours: 2,
} as ClubSettings;

describe('waitlist settings in the form', () => {
  it('splits the quiet hours, and offers the defaults when they are off', () => {
    expect(waitlistValuesOf(saved)).toEqual({
      waitlist_mode: 'auto',
      waitlist_priority: 'fifo',
      quiet_hours_on: true,
      quiet_from: '22:00',
      quiet_to: '08:00',
      offer_open_hours: '2',
    });
    expect(waitlistValuesOf({ ...saved, quiet_hours: null, offer_open_hours: 0 })).toMatchObject({
      quiet_hours_on: false,
      quiet_from: '22:00',
      quiet_to: '08:00',
      offer_open_hours: '0',
    });
  });

  it('sends only what changed, quiet hours as one text or null', () => {
    const values = waitlistValuesOf(saved);
    expect(waitlistChange(values, saved)).toEqual({});
    expect(waitlistChange({ ...values, waitlist_mode: 'offer', quiet_to: '07:30' }, saved)).toEqual({
      waitlist_mode: 'offer',
      quiet_hours: '22:00-07:30',
    });
    expect(waitlistChange({ ...values, quiet_hours_on: false, offer_open_hours: ' 3 ' }, saved)).toEqual({
      quiet_hours: null,
      offer_open_hours: 3,
    });
    expect(waitlistChange({ ...values, waitlist_priority: 'reliable_first' }, saved)).toEqual({
      waitlist_priority: 'reliable_first',
    });
  });

  it('asks for two different times when quiet hours are on, and whole hours 0-48', () => {
    const values = waitlistValuesOf(saved);
    expect(validateWaitlist(values)).toEqual({});
    expect(validateWaitlist({ ...values, quiet_from: '', quiet_to: '25:00' })).toEqual({
      quiet_from: 'timeRequired',
      quiet_to: 'timeInvalid',
    });
    expect(validateWaitlist({ ...values, quiet_to: '22:00' })).toEqual({ quiet_to: 'sameTimes' });
    expect(validateWaitlist({ ...values, quiet_hours_on: false, quiet_to: '22:00' })).toEqual({});
    for (const bad of ['', '-1', '49', '1.5', 'two'])
      expect(validateWaitlist({ ...values, offer_open_hours: bad })).toEqual({
        offer_open_hours: 'openHours',
      });
  });
});
