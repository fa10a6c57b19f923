import { useLabels } from '@courtside/core';
import { parseRule, RECURRING_PATTERNS, RULE_MAX_LENGTH } from '@courtside/domain';
import { ChoiceSelect, FormField, FormRow } from '@courtside/ui/form';
import { useMessage } from '@courtside/ui/form-state';
import { RepeatIcon } from '@courtside/ui/icons';
import type { ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSeriesSummary } from '@/lib/series-summary';
import type { EventFormField, EventFormValues, RepeatMode } from '../utils/event-form-values';
import { CUSTOM_RULE, ruleOfChoice } from '../utils/repeat-rule';

type Control = ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>;

interface RepeatFieldsProps {
  mode: RepeatMode;
  values: EventFormValues;
  text(field: EventFormField): { value: string; onChange(e: Control): void; onBlur(): void };
  errorOf(field: EventFormField): string | undefined;
}

/**
 * The recurrence choice (SPEC.md's Recurring Pattern, plus 'Advanced': a rule of one's own),
 * 'Repeat until', and under the choice the series in words ('Every Wednesday at 19:00 until
 * 15 Mar 2027'). A custom rule is checked with libs/domain's parser as it is typed.
 */
export function RepeatFields({ mode, values, text, errorOf }: RepeatFieldsProps) {
  const { t } = useTranslation('member', { keyPrefix: 'eventForm' });
  const labels = useLabels();
  const message = useMessage();
  const summarise = useSeriesSummary();
  const repeats = mode !== 'single' && values.recurring_pattern !== 'none';
  const custom = mode !== 'single' && values.recurring_pattern === CUSTOM_RULE;

  const patterns = mode === 'series' ? RECURRING_PATTERNS.filter((p) => p !== 'none') : RECURRING_PATTERNS;
  const options = [
    ...patterns.map((pattern) => ({ value: pattern, label: labels.recurring(pattern) })),
    ...(mode === 'single' ? [] : [{ value: CUSTOM_RULE, label: t('customRule') }]),
  ];
  const rule = repeats ? ruleOfChoice(values.recurring_pattern, values.rule, values.event_date) : null;
  const summary =
    rule &&
    summarise({
      rule,
      time: values.start_time,
      until: values.repeat_until || null,
      firstDate: values.event_date || null,
    });
  // As it is typed: the parser's word on a rule not yet left (a blank one waits for the blur).
  const typed = values.rule.trim() ? parseRule(values.rule) : null;
  const ruleError = errorOf('rule') ?? (typed && !typed.ok ? message(typed.error) : undefined);

  return (
    <>
      <FormRow>
        <FormField
          name="recurring_pattern"
          label={t('recurringPattern')}
          required
          error={errorOf('recurring_pattern')}
          hint={
            summary ? (
              <span className="csm-repeat-summary" aria-live="polite">
                <RepeatIcon />
                {summary}
              </span>
            ) : undefined
          }
        >
          {(control) => <ChoiceSelect {...control} {...text('recurring_pattern')} options={options} />}
        </FormField>
        {repeats ? (
          <FormField
            name="repeat_until"
            label={t('repeatUntil')}
            error={errorOf('repeat_until')}
            hint={t('repeatUntilHelp')}
          >
            {(control) => (
              <input
                {...control}
                {...text('repeat_until')}
                className="cs-input"
                type="date"
                min={values.event_date || undefined}
              />
            )}
          </FormField>
        ) : null}
      </FormRow>
      {custom ? (
        <FormField name="rule" label={t('rule')} required error={ruleError} hint={t('ruleHelp')}>
          {(control) => (
            <input
              {...control}
              {...text('rule')}
              className="cs-input csm-rule-input"
              placeholder="FREQ=WEEKLY;INTERVAL=2;BYDAY=SA"
              maxLength={RULE_MAX_LENGTH}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
            />
          )}
        </FormField>
      ) : null}
    </>
  );
}
