import {
  VALIDATION,
  formatRule,
  parseRule,
  patternOfRule,
  presetRule,
  type RecurringPattern,
} from '@courtside/domain';
import { FieldValidationException } from '../common/errors/validation.exception';
import { addDays, isOccurrence } from './recurrence';

/** The repeat fields of an event body. */
export interface RepeatInput {
  recurring_pattern?: RecurringPattern;
  rule?: string | null;
  repeat_until?: string | null;
}

export interface ResolvedRule {
  /** Canonical, without UNTIL. */
  rule: string;
  pattern: Exclude<RecurringPattern, 'none'>;
  until: string | null;
}

/** How far back a new series may start (one-off events have no such limit). */
export const SERIES_MAX_DAYS_BACK = 366;

/**
 * The rule a body asks for, starting on `firstDate`: its custom `rule`, else the preset of its
 * pattern. `repeat_until` wins over an UNTIL in the rule. Null when the body asks for no series.
 * A 400 naming the field for anything wrong.
 */
export function resolveRule(input: RepeatInput, firstDate: string): ResolvedRule | null {
  const pattern = input.recurring_pattern;
  const hasRule = input.rule !== undefined && input.rule !== null;
  if (pattern === 'none' || (pattern === undefined && !hasRule)) {
    if (hasRule) throw FieldValidationException.forField('rule', VALIDATION.ruleNeedsPattern);
    if (input.repeat_until !== undefined && input.repeat_until !== null)
      throw FieldValidationException.forField('repeat_until', VALIDATION.ruleNeedsPattern);
    return null;
  }
  let rule: string;
  let frequency: Exclude<RecurringPattern, 'none'>;
  let until: string | null = null;
  if (hasRule) {
    const parsed = parseRule(input.rule);
    if (!parsed.ok) throw FieldValidationException.forField('rule', parsed.error);
    if (pattern !== undefined && pattern !== patternOfRule(parsed.rule))
      throw FieldValidationException.forField('recurring_pattern', VALIDATION.patternRuleMismatch);
    rule = formatRule(parsed.rule);
    frequency = patternOfRule(parsed.rule);
    until = parsed.rule.until;
  } else {
    rule = presetRule(pattern!, firstDate);
    frequency = pattern!;
  }
  if (input.repeat_until !== undefined && input.repeat_until !== null) until = input.repeat_until;
  if (until !== null && until < firstDate)
    throw FieldValidationException.forField(
      input.repeat_until ? 'repeat_until' : 'rule',
      VALIDATION.repeatUntilBeforeStart,
    );
  return { rule, pattern: frequency, until };
}

/**
 * A series' first start must be an occurrence of its rule (evaluated in the club's zone), and
 * not more than SERIES_MAX_DAYS_BACK before `today` (club date).
 */
export function checkFirstStart(
  resolved: ResolvedRule,
  start: string,
  timeZone: string,
  today: string,
): void {
  if (start.slice(0, 10) < addDays(today, -SERIES_MAX_DAYS_BACK))
    throw FieldValidationException.forField('start_time', VALIDATION.seriesStartTooEarly);
  if (!isOccurrence({ rule: resolved.rule, until: resolved.until, timeZone }, start))
    throw FieldValidationException.forField('start_time', VALIDATION.startNotOccurrence);
}
