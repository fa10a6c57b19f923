import { ChoiceSelect } from '@courtside/ui/form';
import { useTranslation } from 'react-i18next';
import type { Attendance, DrawFormErrors, DrawFormValues } from '../utils/draw-form-values';

/** A confirmed player as the settings list them: the name, and the level on the club's scale. */
export interface DrawFormPlayer {
  user_id: string;
  name: string;
  /** Formatted on the club's scale; null without one (or while the levels load). */
  level: string | null;
}

/** Who misses the event and who comes late (plays from round n): one choice per confirmed player. */
export function AttendanceList({
  players,
  values,
  errors,
  onChange,
}: {
  players: DrawFormPlayer[];
  values: DrawFormValues;
  errors?: DrawFormErrors['attendance'];
  onChange(attendance: DrawFormValues['attendance']): void;
}) {
  const { t } = useTranslation('club-admin-draw', { keyPrefix: 'form' });
  const rounds = Math.max(1, Math.min(20, Number(values.rounds) || 1));
  const absent = players.filter((p) => values.attendance[p.user_id] === 'absent').length;
  const late = players.filter((p) => /^\d+$/.test(values.attendance[p.user_id] ?? '')).length;
  const options = [
    { value: 'all', label: t('attendance.all') },
    { value: 'absent', label: t('attendance.absent') },
    ...Array.from({ length: rounds - 1 }, (_, i) => ({
      value: String(i + 2),
      label: t('attendance.from', { round: i + 2 }),
    })),
  ];
  const set = (id: string, value: string) => {
    const { [id]: _was, ...rest } = values.attendance;
    onChange(value === 'all' ? rest : { ...rest, [id]: value as Attendance });
  };
  return (
    <details className="csa-attendance" open={Boolean(errors)}>
      <summary>
        <span className="cs-field__label">{t('players', { count: players.length })}</span>{' '}
        <span className="csa-muted">
          {absent + late === 0 ? t('attendance.everyone') : t('attendance.summary', { absent, late })}
        </span>
      </summary>
      <p className="csa-muted">{t('attendance.hint')}</p>
      <ul className="csa-attendance__list">
        {players.map((player) => {
          const id = `attendance-${player.user_id}`;
          const error = errors?.[player.user_id];
          return (
            <li key={player.user_id}>
              <label htmlFor={id} className="csa-attendance__name">
                {player.name}
                {player.level ? (
                  <>
                    {' '}
                    <span className="csa-level-badge">{player.level}</span>
                  </>
                ) : null}
              </label>
              <ChoiceSelect
                id={id}
                name={id}
                value={values.attendance[player.user_id] ?? 'all'}
                options={options}
                aria-invalid={Boolean(error)}
                aria-describedby={error ? `${id}-error` : undefined}
                onChange={(e) => set(player.user_id, e.target.value)}
              />
              {error ? (
                <p id={`${id}-error`} className="cs-field__error">
                  {t('attendance.arrivalAfterLast', { rounds: values.rounds })}
                </p>
              ) : null}
            </li>
          );
        })}
      </ul>
    </details>
  );
}
