import { VALIDATION, formatRule, parseRule, signupOffsetErrors } from '@courtside/domain';
import { FieldValidationException } from '../common/errors/validation.exception';
import type { EventBodyDto, UpdateEventDto } from '../events/dto/event-body.dto';
import type { SeriesWindow } from './series.store';
import { addMinutes, minutesBetween } from './recurrence';
import {
  TEMPLATE_FIELDS,
  TIME_FIELDS,
  type OccurrenceRow,
  type SeriesRow,
  type TemplateField,
} from './series-row';

/**
 * Pure planning of edits to a series (API.md section 8): what a body changes, and what each
 * occurrence becomes. The services lock, check capacity and write.
 */

export type Template = Pick<SeriesRow, TemplateField>;

/** The template a body asks for: its fields over `current` (optional fields left out keep theirs). */
export function templateOf(body: UpdateEventDto, current: Template): Template {
  return {
    name: body.name,
    description: body.description === undefined ? current.description : (body.description ?? ''),
    event_type: body.event_type ?? current.event_type,
    location: body.location === undefined ? current.location : (body.location ?? ''),
    capacity: body.capacity === undefined ? current.capacity : (body.capacity ?? null),
  };
}

/** A series' window before any is set: no bounds, standing sign-ups allowed. */
export const NO_WINDOW: SeriesWindow = {
  signup_opens_hours_before: null,
  signup_closes_hours_before: null,
  cancel_cutoff_hours: null,
  allow_standing_signups: true,
};

/**
 * The window a body asks for: its fields over `current` (left out keeps each); 400 on
 * `signup_closes_hours_before` when sign-ups would not open before they close.
 */
export function windowOf(body: EventBodyDto, current: SeriesWindow): SeriesWindow {
  const pick = <K extends keyof SeriesWindow>(key: K): SeriesWindow[K] =>
    (body[key] === undefined ? current[key] : (body[key] ?? null)) as SeriesWindow[K];
  const window: SeriesWindow = {
    signup_opens_hours_before: pick('signup_opens_hours_before'),
    signup_closes_hours_before: pick('signup_closes_hours_before'),
    cancel_cutoff_hours: pick('cancel_cutoff_hours'),
    allow_standing_signups: body.allow_standing_signups ?? current.allow_standing_signups,
  };
  const errors = signupOffsetErrors(window);
  if (Object.keys(errors).length) throw new FieldValidationException(errors);
  return window;
}

/** The template fields whose value differs between `a` and `b`. */
export const changedFields = (a: Template, b: Template): TemplateField[] =>
  TEMPLATE_FIELDS.filter((f) => a[f] !== b[f]);

/** `HH:mm:ss` of a wall-clock time. */
export const timeOf = (wall: string) => wall.slice(11, 19);
/** `YYYY-MM-DD` of a wall-clock time. */
export const dateOf = (wall: string) => wall.slice(0, 10);

/** The rule a body names, canonical, or undefined when it names none. 400 on `rule` if unreadable. */
export function bodyRule(body: UpdateEventDto): { rule: string; until: string | null } | undefined {
  if (body.rule === undefined || body.rule === null) return undefined;
  const parsed = parseRule(body.rule);
  if (!parsed.ok) throw FieldValidationException.forField('rule', parsed.error);
  return { rule: formatRule(parsed.rule), until: parsed.rule.until };
}

/**
 * An occurrence edit and a series edit keep the rule: a different rule or pattern (and, for an
 * occurrence, a different end) is a 400 that points to `following`.
 */
export function refuseRuleChange(body: UpdateEventDto, series: SeriesRow, untilToo: boolean): void {
  const named = bodyRule(body);
  if (named && named.rule !== series.rule)
    throw FieldValidationException.forField('rule', VALIDATION.seriesRuleNeedsFollowing);
  if (body.recurring_pattern !== undefined && body.recurring_pattern !== series.recurring_pattern)
    throw FieldValidationException.forField('recurring_pattern', VALIDATION.seriesRuleNeedsFollowing);
  if (untilToo && body.repeat_until !== undefined && body.repeat_until !== series.until)
    throw FieldValidationException.forField('repeat_until', VALIDATION.seriesRuleNeedsFollowing);
}

/** What one occurrence becomes; null fields stay as they are. */
export interface OccurrenceChange {
  id: string;
  series_id: string;
  original_start: string;
  start_time: string;
  end_time: string;
  template: Template;
  overridden_fields: string[];
}

/**
 * Applies a change of the series template and time to one occurrence whose rule time is now
 * `originalStart`. Fields edited on this occurrence alone keep their value unless `overwrite`
 * (and then its exceptions are gone); its own times count as one field.
 */
export function planOccurrence(
  occurrence: OccurrenceRow,
  change: {
    seriesId: string;
    originalStart: string;
    fields: TemplateField[];
    template: Template;
    timeChanged: boolean;
    durationMinutes: number;
    overwrite: boolean;
  },
): OccurrenceChange {
  const keeps = (field: string) => !change.overwrite && occurrence.overridden_fields.includes(field);
  const template = { ...pick(occurrence) };
  for (const field of change.fields)
    if (!keeps(field)) (template as Record<string, unknown>)[field] = change.template[field];
  const ownTime = TIME_FIELDS.some(keeps);
  const moveTime = change.timeChanged && !ownTime;
  return {
    id: occurrence.id,
    series_id: change.seriesId,
    original_start: change.originalStart,
    start_time: moveTime ? change.originalStart : occurrence.start_time,
    end_time: moveTime ? addMinutes(change.originalStart, change.durationMinutes) : occurrence.end_time,
    template,
    overridden_fields: change.overwrite ? [] : occurrence.overridden_fields,
  };
}

const pick = (o: OccurrenceRow): Template => ({
  name: o.name,
  description: o.description,
  event_type: o.event_type,
  location: o.location,
  capacity: o.capacity,
});

/** The fields an occurrence edit changes on it: template fields, and its times as one. */
export function occurrenceEdits(
  occurrence: OccurrenceRow,
  body: UpdateEventDto,
): { template: Template; changed: string[] } {
  const template = templateOf(body, pick(occurrence));
  const changed: string[] = changedFields(pick(occurrence), template);
  if (body.start_time !== occurrence.start_time || body.end_time !== occurrence.end_time)
    changed.push(...TIME_FIELDS);
  return { template, changed };
}

/** Longest occurrence of a series. */
export const SERIES_MAX_DURATION_MINUTES = 7 * 24 * 60;

/** Minutes from a body's start to its end; a 400 on end_time past SERIES_MAX_DURATION_MINUTES. */
export function durationOf(body: Pick<UpdateEventDto, 'start_time' | 'end_time'>): number {
  const minutes = minutesBetween(body.start_time, body.end_time);
  if (minutes > SERIES_MAX_DURATION_MINUTES)
    throw FieldValidationException.forField('end_time', VALIDATION.seriesTooLong);
  return minutes;
}
