import { ApiError, intlLocale, usePermissions, type MyLevel as MyLevelData } from '@courtside/core';
import { isValidLevel, scaleRange, type RatingScale } from '@courtside/domain';
import { Button } from '@courtside/ui/button';
import { FormField } from '@courtside/ui/form';
import { messageOf, useMessage } from '@courtside/ui/form-state';
import { LockIcon } from '@courtside/ui/icons';
import { Card } from '@courtside/ui/page';
import { toast } from '@courtside/ui/toast';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import '@/i18n-play';
import { formatLevel, levelToText, parseLevel } from '@/lib/levels';
import { useMyLevel } from '../api/get-my-level';
import { useSetMyLevel } from '../api/set-my-level';
import './my-level.css';

/** The scale's name and its valid values in words. */
function useScale() {
  const { t } = useTranslation('member-play', { keyPrefix: 'level' });
  return {
    name: (scale: RatingScale) => t(`scales.${scale}`),
    range: (scale: RatingScale) =>
      t('range', { scale: t(`scales.${scale}`), ...scaleRange(scale, intlLocale()) }),
  };
}

/**
 * 'My level' (API.md section 10): a member's playing level on the club's scale, which organisers
 * use for the mix-in draw. They set it themselves while the club allows it; once the club's staff
 * set it, it is locked, and says why. Shown to those who may sign up, when they may set a level
 * or have one; nothing while it loads.
 */
export function MyLevel() {
  const { can } = usePermissions();
  const mine = useMyLevel({ enabled: can('signups:self') });
  if (!can('signups:self') || !mine.data) return null;
  const { level, self_rating } = mine.data;
  if (!self_rating && level === null) return null;
  return <MyLevelCard data={mine.data} />;
}

function MyLevelCard({ data }: { data: MyLevelData }) {
  const { t } = useTranslation(['member-play', 'common']);
  const scale = useScale();
  const [editing, setEditing] = useState(false);
  const { level, set_by_staff, rating_scale, self_rating } = data;
  const editable = self_rating && !set_by_staff;
  return (
    <Card as="section" className="csm-level" aria-labelledby="my-level-title">
      <div className="csm-level__head">
        <div>
          <h2 id="my-level-title" className="csm-level__title">
            {t('level.title')}
          </h2>
          <p className="csm-level__value">
            {level === null ? (
              <span className="csm-muted">{t('level.none')}</span>
            ) : (
              <>
                <strong>{formatLevel(rating_scale, level)}</strong> {scale.name(rating_scale)}
              </>
            )}
          </p>
        </div>
        {editable && !editing ? (
          <Button size="sm" onClick={() => setEditing(true)}>
            {level === null ? t('level.set') : t('level.change')}
          </Button>
        ) : null}
      </div>
      {editable ? (
        editing ? (
          <LevelForm data={data} onDone={() => setEditing(false)} />
        ) : (
          <p className="csm-muted csm-level__note">{t('level.intro')}</p>
        )
      ) : (
        <p className="csm-level__note">
          <LockIcon /> {set_by_staff ? t('level.lockedByStaff') : t('level.clubSets')}
        </p>
      )}
    </Card>
  );
}

function LevelForm({ data, onDone }: { data: MyLevelData; onDone(): void }) {
  const { t } = useTranslation(['member-play', 'common']);
  const scale = useScale();
  const message = useMessage();
  const save = useSetMyLevel();
  const [text, setText] = useState(levelToText(data.level));
  const [error, setError] = useState<string | null>(null);

  async function store(level: number | null) {
    try {
      await save.mutateAsync(level);
    } catch (failure) {
      if (failure instanceof ApiError && failure.fieldErrors.level)
        setError(message(failure.fieldErrors.level));
      else toast.error(t('level.saveFailed', { message: messageOf(failure) }));
      return;
    }
    toast.success(level === null ? t('level.cleared') : t('level.saved'));
    onDone();
  }
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const level = parseLevel(text);
    if (level !== null && !isValidLevel(data.rating_scale, level)) return setError(t('level.invalid'));
    void store(level);
  };

  return (
    <form className="csm-level__form" noValidate onSubmit={submit} aria-busy={save.isPending}>
      <p className="csm-muted">{t('level.intro')}</p>
      <FormField
        name="my-level"
        label={t('level.field', { scale: scale.name(data.rating_scale) })}
        error={error ?? undefined}
        hint={scale.range(data.rating_scale)}
      >
        {(control) => (
          <input
            {...control}
            className="cs-input csm-level__input"
            inputMode="decimal"
            autoComplete="off"
            autoFocus
            value={text}
            onChange={(e) => {
              setText(e.target.value);
              setError(null);
            }}
          />
        )}
      </FormField>
      <div className="csm-level__actions">
        {data.level !== null ? (
          <Button variant="danger" disabled={save.isPending} onClick={() => void store(null)}>
            {t('level.clear')}
          </Button>
        ) : null}
        <Button onClick={onDone} disabled={save.isPending}>
          {t('common:cancel')}
        </Button>
        <Button variant="default" type="submit" loading={save.isPending}>
          {save.isPending ? t('common:saving') : t('level.save')}
        </Button>
      </div>
    </form>
  );
}
