import { VALIDATION } from '@courtside/domain';
import { FieldValidationException } from '../common/errors/validation.exception';
import type { UpdateEventDto } from '../events/dto/event-body.dto';
import { occurrenceEdits, planOccurrence, refuseRuleChange, templateOf } from './series-edit-plan';
import type { OccurrenceRow, SeriesRow } from './series-row';

const occurrence = (fields: Partial<OccurrenceRow> = {}): OccurrenceRow => ({
  id: 'e1',
  series_id: 's1',
  original_start: '2027-03-17T19:00:00',
  start_time: '2027-03-17T19:00:00',
  end_time: '2027-03-17T21:00:00',
  name: 'Mix-in',
  description: '',
  event_type: 'mixin',
  location: 'Courts 1-4',
  capacity: 16,
  status: 'scheduled',
  overridden_fields: [],
  ...fields,
});

const body = (fields: Partial<UpdateEventDto> = {}): UpdateEventDto =>
  ({
    name: 'Mix-in',
    start_time: '2027-03-17T19:00:00',
    end_time: '2027-03-17T21:00:00',
    ...fields,
  }) as UpdateEventDto;

const template = {
  name: 'Mix-in',
  description: '',
  event_type: 'mixin' as const,
  location: 'Court 9',
  capacity: 12,
};

describe('templateOf', () => {
  it('takes the body over the current template; left-out optional fields keep theirs, null clears', () => {
    expect(templateOf(body({ location: null, capacity: undefined }), template)).toEqual({
      ...template,
      location: '',
    });
    expect(templateOf(body({ capacity: null }), template).capacity).toBeNull();
  });
});

describe('occurrenceEdits', () => {
  it('names the fields an occurrence edit changes, its times as one', () => {
    expect(occurrenceEdits(occurrence(), body({ location: 'Court 5' })).changed).toEqual(['location']);
    expect(
      occurrenceEdits(
        occurrence(),
        body({ start_time: '2027-03-18T19:00:00', end_time: '2027-03-18T21:00:00' }),
      ).changed,
    ).toEqual(['start_time', 'end_time']);
  });
});

describe('planOccurrence', () => {
  const change = {
    seriesId: 's1',
    originalStart: '2027-03-17T19:30:00',
    fields: ['location' as const, 'name' as const],
    template: { ...template, name: 'Evening Mix-in' },
    timeChanged: true,
    durationMinutes: 90,
    overwrite: false,
  };

  it('applies the changed fields and the new time to a plain occurrence', () => {
    expect(planOccurrence(occurrence(), change)).toMatchObject({
      original_start: '2027-03-17T19:30:00',
      start_time: '2027-03-17T19:30:00',
      end_time: '2027-03-17T21:00:00',
      template: { name: 'Evening Mix-in', location: 'Court 9', capacity: 16 },
      overridden_fields: [],
    });
  });

  it('keeps what was edited on the occurrence alone, the rule time moving all the same', () => {
    const moved = occurrence({
      start_time: '2027-03-18T18:00:00',
      end_time: '2027-03-18T20:00:00',
      location: 'Court 5',
      overridden_fields: ['location', 'start_time', 'end_time'],
    });
    expect(planOccurrence(moved, change)).toMatchObject({
      original_start: '2027-03-17T19:30:00',
      start_time: '2027-03-18T18:00:00',
      end_time: '2027-03-18T20:00:00',
      template: { name: 'Evening Mix-in', location: 'Court 5' },
      overridden_fields: ['location', 'start_time', 'end_time'],
    });
  });

  it('overwrites exceptions on purpose', () => {
    const moved = occurrence({
      location: 'Court 5',
      overridden_fields: ['location', 'start_time', 'end_time'],
    });
    expect(planOccurrence(moved, { ...change, overwrite: true })).toMatchObject({
      start_time: '2027-03-17T19:30:00',
      template: { location: 'Court 9' },
      overridden_fields: [],
    });
  });
});

describe('refuseRuleChange', () => {
  const series = {
    rule: 'FREQ=WEEKLY;BYDAY=WE',
    recurring_pattern: 'weekly',
    until: null,
  } as unknown as SeriesRow;
  const fieldOf = (work: () => void) => {
    try {
      work();
      return null;
    } catch (error) {
      return (error as FieldValidationException).fieldErrors;
    }
  };

  it('lets the same rule through, in any spelling', () => {
    expect(
      fieldOf(() => refuseRuleChange(body({ rule: 'rrule:freq=weekly;byday=we' }), series, true)),
    ).toBeNull();
  });

  it('points a rule, pattern or end change to scope=following', () => {
    expect(fieldOf(() => refuseRuleChange(body({ rule: 'FREQ=WEEKLY;BYDAY=TH' }), series, true))).toEqual({
      rule: VALIDATION.seriesRuleNeedsFollowing,
    });
    expect(fieldOf(() => refuseRuleChange(body({ recurring_pattern: 'daily' }), series, false))).toEqual({
      recurring_pattern: VALIDATION.seriesRuleNeedsFollowing,
    });
    expect(fieldOf(() => refuseRuleChange(body({ repeat_until: '2027-12-31' }), series, true))).toEqual({
      repeat_until: VALIDATION.seriesRuleNeedsFollowing,
    });
    expect(fieldOf(() => refuseRuleChange(body({ repeat_until: '2027-12-31' }), series, false))).toBeNull();
  });
});
