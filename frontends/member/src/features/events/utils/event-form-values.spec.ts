import { VALIDATION } from '@courtside/domain';
import { makeEvent } from '@/test/fixtures';
import {
  EMPTY_EVENT_FORM,
  eventToFormValues,
  formValuesToInput,
  validateEventForm,
  type EventFormValues,
} from './event-form-values';

const valid: EventFormValues = {
  ...EMPTY_EVENT_FORM,
  name: 'Mix-in',
  event_date: '2031-06-04',
  start_time: '18:30',
  end_time: '20:00',
};

describe('event form rules', () => {
  it('accepts a valid form', () => {
    expect(validateEventForm(valid)).toEqual({});
  });

  it.each([
    [{ name: '   ' }, 'name', VALIDATION.eventNameRequired],
    [{ name: 'n'.repeat(101) }, 'name', VALIDATION.eventNameTooLong],
    [{ description: 'd'.repeat(501) }, 'description', VALIDATION.descriptionTooLong],
    [{ event_type: 'squash' }, 'event_type', VALIDATION.eventTypeInvalid],
    [{ event_date: '' }, 'event_date', VALIDATION.eventDateRequired],
    [{ start_time: '' }, 'start_time', VALIDATION.startTimeRequired],
    [{ end_time: '' }, 'end_time', VALIDATION.endTimeRequired],
    [{ end_time: '18:30' }, 'end_time', VALIDATION.endBeforeStart],
    [{ end_time: '09:00' }, 'end_time', VALIDATION.endBeforeStart],
    [{ recurring_pattern: 'yearly' }, 'recurring_pattern', VALIDATION.recurringPatternInvalid],
    [{ location: 'l'.repeat(201) }, 'location', VALIDATION.locationTooLong],
    [{ capacity: '0' }, 'capacity', VALIDATION.capacityInvalid],
    [{ capacity: '2.5' }, 'capacity', VALIDATION.capacityInvalid],
    [{ capacity: '10001' }, 'capacity', VALIDATION.capacityInvalid],
  ])('%j gives %s: %s', (change, fieldName, message) => {
    expect(validateEventForm({ ...valid, ...change })).toEqual({ [fieldName]: message });
  });

  it('counts graphemes, as the server does: an emoji is one character', () => {
    const heart = '\u2764\uFE0F';
    const fits = {
      ...valid,
      name: heart.repeat(100),
      description: heart.repeat(500),
      location: heart.repeat(200),
    };
    expect(validateEventForm(fits)).toEqual({});
    expect(
      validateEventForm({
        ...valid,
        name: heart.repeat(101),
        description: heart.repeat(501),
        location: heart.repeat(201),
      }),
    ).toEqual({
      name: VALIDATION.eventNameTooLong,
      description: VALIDATION.descriptionTooLong,
      location: VALIDATION.locationTooLong,
    });
    // One letter under 19 accents is one grapheme, but more code points than the server's backstop.
    expect(validateEventForm({ ...valid, name: ('a' + '\u0301'.repeat(19)).repeat(100) })).toEqual({
      name: VALIDATION.eventNameTooLong,
    });
  });

  it('round-trips an event through the form', () => {
    const event = makeEvent({
      start_time: '2031-06-04T18:30:00',
      end_time: '2031-06-04T20:00:00',
      capacity: 12,
    });
    const values = eventToFormValues(event);
    expect(values).toMatchObject({
      event_date: '2031-06-04',
      start_time: '18:30',
      end_time: '20:00',
      capacity: '12',
    });
    expect(formValuesToInput(values)).toMatchObject({
      start_time: event.start_time,
      end_time: event.end_time,
      capacity: 12,
    });
  });

  describe('repeating', () => {
    const weekly = { ...valid, recurring_pattern: 'weekly' };

    it('takes an optional last date, not before the first', () => {
      expect(validateEventForm({ ...weekly, repeat_until: '' })).toEqual({});
      expect(validateEventForm({ ...weekly, repeat_until: '2031-06-04' })).toEqual({});
      expect(validateEventForm({ ...weekly, repeat_until: '2031-06-03' })).toEqual({
        repeat_until: VALIDATION.repeatUntilBeforeStart,
      });
      expect(validateEventForm({ ...weekly, repeat_until: '2031-02-30' })).toEqual({
        repeat_until: VALIDATION.repeatUntilInvalid,
      });
      // No series, no end to check (the field is not shown).
      expect(validateEventForm({ ...valid, repeat_until: '2031-06-03' })).toEqual({});
    });

    it("checks a custom rule with libs/domain's parser, and a new series' first date against it", () => {
      const custom = { ...valid, recurring_pattern: 'custom' };
      expect(validateEventForm({ ...custom, rule: '' })).toEqual({ rule: VALIDATION.ruleInvalid });
      expect(validateEventForm({ ...custom, rule: 'FREQ=YEARLY' })).toEqual({
        rule: VALIDATION.ruleFrequency,
      });
      expect(validateEventForm({ ...custom, rule: 'FREQ=WEEKLY;BYDAY=WE' })).toEqual({});
      expect(validateEventForm({ ...custom, rule: 'FREQ=WEEKLY;BYDAY=TH' })).toEqual({
        event_date: VALIDATION.startNotOccurrence,
      });
      // A date of a series may move off its rule.
      expect(validateEventForm({ ...custom, rule: 'FREQ=WEEKLY;BYDAY=TH' }, 'series')).toEqual({});
      // A one-off event has no 'Advanced'.
      expect(validateEventForm({ ...custom, rule: 'FREQ=WEEKLY;BYDAY=WE' }, 'single')).toEqual({
        recurring_pattern: VALIDATION.recurringPatternInvalid,
      });
    });

    it('sends a custom rule with its frequency, and an end only when there is one', () => {
      const input = formValuesToInput({
        ...valid,
        recurring_pattern: 'custom',
        rule: ' FREQ=MONTHLY;BYDAY=1WE ',
        repeat_until: '2031-12-31',
      });
      expect(input).toMatchObject({
        recurring_pattern: 'monthly',
        rule: 'FREQ=MONTHLY;BYDAY=1WE',
        repeat_until: '2031-12-31',
      });
      expect(formValuesToInput(weekly)).not.toHaveProperty('repeat_until');
      expect(formValuesToInput(weekly)).not.toHaveProperty('rule');
      // A date of a series clears its end with null.
      expect(formValuesToInput(weekly, 'series')).toMatchObject({ repeat_until: null });
      // A one-off event keeps its old label only.
      expect(formValuesToInput({ ...weekly, repeat_until: '2031-12-31' }, 'single')).not.toHaveProperty(
        'repeat_until',
      );
    });
  });
});
