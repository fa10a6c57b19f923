import { eventTypeLabel, isEventType, isRecurringPattern } from './events';
import { VALIDATION } from './messages';
import { isValidSubdomain } from './subdomain';

describe('subdomains', () => {
  it.each(['riverside', 'abc', 'club-42', 'a'.repeat(63)])('accepts %s', (value) => {
    expect(isValidSubdomain(value)).toBe(true);
  });

  it.each(['ab', '-club', 'club-', 'Club', 'club_1', 'a'.repeat(64), 'www', 'remotes', 'api', ''])(
    'rejects %p',
    (value) => {
      expect(isValidSubdomain(value)).toBe(false);
    },
  );
});

describe('event vocabulary', () => {
  it('labels unknown types as Other', () => {
    expect(eventTypeLabel('mixin')).toBe('Mix-in');
    expect(eventTypeLabel('bowling')).toBe('Other');
    expect(eventTypeLabel(undefined)).toBe('Other');
  });

  it('knows its types and patterns', () => {
    expect(isEventType('training')).toBe(true);
    expect(isEventType('party')).toBe(false);
    expect(isRecurringPattern('weekly')).toBe(true);
    expect(isRecurringPattern('yearly')).toBe(false);
  });
});

describe('validation texts', () => {
  it('match SPEC.md section 5 word for word', () => {
    expect(VALIDATION.eventNameTooLong).toBe('Event name must be less than 100 characters');
    expect(VALIDATION.descriptionTooLong).toBe('Description must be less than 500 characters');
    expect(VALIDATION.endBeforeStart).toBe('End time must be after start time');
  });
});
