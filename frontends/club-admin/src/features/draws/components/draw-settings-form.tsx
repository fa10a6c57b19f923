import { DRAW_LIMITS } from '@courtside/domain';
import { Button } from '@courtside/ui/button';
import { FormField, FormRow } from '@courtside/ui/form';
import { useMessage } from '@courtside/ui/form-state';
import { DeleteIcon, PlusIcon } from '@courtside/ui/icons';
import { Card } from '@courtside/ui/page';
import { Alert } from '@courtside/ui/states';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { AttendanceList, type DrawFormPlayer } from './attendance-list';
import { MixSlider } from './mix-slider';
import type { DrawForm } from './use-draw-form';
import './draws.css';

/**
 * The draw's settings: courts (named, added, removed), rounds, round length, the mix of levels, and
 * who is absent or late. 'Make draw' asks for a new draw; a published one cannot be made again (its
 * attendance still counts for 'Redraw from this round').
 */
export function DrawSettingsForm({
  form,
  players,
  hasDraw,
  published,
  making,
  onMake,
}: {
  form: DrawForm;
  players: DrawFormPlayer[];
  hasDraw: boolean;
  published: boolean;
  making: boolean;
  onMake(): void;
}) {
  const { t } = useTranslation('club-admin-draw', { keyPrefix: 'form' });
  const message = useMessage();
  const { values, shown } = form;
  const say = (text: string | undefined) => (text ? message(text) : undefined);
  const summary = [
    t('summary.courts', { count: values.courts.length }),
    /^\d+$/.test(values.rounds.trim()) ? t('summary.rounds', { count: Number(values.rounds) }) : null,
    /^\d+$/.test(values.roundMinutes.trim())
      ? t('summary.minutes', { count: Number(values.roundMinutes) })
      : null,
  ]
    .filter(Boolean)
    .join(' · ');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onMake();
  };
  const setCourt = (index: number, name: string) =>
    form.change({ courts: values.courts.map((was, i) => (i === index ? name : was)) }, 'courts');
  const addCourt = () => {
    const taken = new Set(values.courts.map((name) => name.trim()));
    let n = values.courts.length + 1;
    while (taken.has(t('courtName', { n }))) n++;
    form.change({ courts: [...values.courts, t('courtName', { n })] }, 'courts');
  };

  return (
    <Card as="section" className="csa-draw-settings" aria-labelledby="draw-settings-title">
      {/* Open until there is a draw; then folded away under what it holds, the board being the work. */}
      <details className="csa-draw-settings__details" open={!hasDraw}>
        <summary className="csa-draw-settings__summary">
          <h2 id="draw-settings-title" className="cs-section-title">
            {t('title')}
          </h2>
          <span className="csa-muted">{summary}</span>
        </summary>
        <form noValidate onSubmit={submit} aria-busy={making}>
          <fieldset className="cs-fields" disabled={making}>
            <div className="csa-draw-settings__grid">
              <fieldset className="cs-form-section csa-courts">
                <legend className="cs-field__label">{t('courts')}</legend>
                <ol className="csa-courts__list">
                  {values.courts.map((name, index) => {
                    const error = say(shown.court?.[index]);
                    const id = `draw-court-${index}`;
                    return (
                      <li key={index}>
                        <div className="csa-courts__row">
                          <label htmlFor={id} className="cs-visually-hidden">
                            {t('courtLabel', { n: index + 1 })}
                          </label>
                          <input
                            id={id}
                            name={id}
                            className="cs-input"
                            value={name}
                            aria-invalid={Boolean(error)}
                            aria-describedby={error ? `${id}-error` : undefined}
                            onChange={(e) => setCourt(index, e.target.value)}
                            onBlur={form.touch('courts')}
                          />
                          <Button
                            variant="ghost"
                            size="icon"
                            icon={<DeleteIcon />}
                            aria-label={t('removeCourt', { name: name.trim() || index + 1 })}
                            disabled={values.courts.length <= DRAW_LIMITS.courtsMin}
                            onClick={() =>
                              form.change({ courts: values.courts.filter((_, i) => i !== index) }, 'courts')
                            }
                          />
                        </div>
                        {error ? (
                          <p id={`${id}-error`} className="cs-field__error">
                            {error}
                          </p>
                        ) : null}
                      </li>
                    );
                  })}
                </ol>
                {shown.courts ? <p className="cs-field__error">{say(shown.courts)}</p> : null}
                <Button
                  size="sm"
                  icon={<PlusIcon />}
                  disabled={values.courts.length >= DRAW_LIMITS.courtsMax}
                  onClick={addCourt}
                >
                  {t('addCourt')}
                </Button>
              </fieldset>
              <div>
                <FormRow>
                  <FormField name="rounds" label={t('rounds')} required error={say(shown.rounds)}>
                    {(control) => (
                      <input
                        {...control}
                        className="cs-input"
                        inputMode="numeric"
                        value={values.rounds}
                        onChange={(e) => form.change({ rounds: e.target.value }, 'rounds')}
                        onBlur={form.touch('rounds')}
                      />
                    )}
                  </FormField>
                  <FormField
                    name="roundMinutes"
                    label={t('roundMinutes')}
                    error={say(shown.roundMinutes)}
                    hint={t('roundMinutesHint')}
                  >
                    {(control) => (
                      <input
                        {...control}
                        className="cs-input"
                        inputMode="numeric"
                        placeholder={t('roundMinutesPlaceholder')}
                        value={values.roundMinutes}
                        onChange={(e) => form.change({ roundMinutes: e.target.value }, 'roundMinutes')}
                        onBlur={form.touch('roundMinutes')}
                      />
                    )}
                  </FormField>
                </FormRow>
                <MixSlider value={values.mix} onChange={(mix) => form.change({ mix })} />
              </div>
            </div>
            <AttendanceList
              players={players}
              values={values}
              errors={shown.attendance}
              onChange={(attendance) => form.change({ attendance })}
            />
            {shown.players ? <Alert>{t('tooFewPresent', { count: 4 })}</Alert> : null}
            {shown.form ? <Alert>{message(shown.form)}</Alert> : null}
          </fieldset>
          <div className="cs-form-actions">
            {published ? (
              <p className="csa-muted csa-draw-settings__note">{t('publishedNote')}</p>
            ) : (
              <Button variant="default" type="submit" loading={making}>
                {making ? t('making') : hasDraw ? t('makeAgain') : t('make')}
              </Button>
            )}
          </div>
        </form>
      </details>
    </Card>
  );
}
