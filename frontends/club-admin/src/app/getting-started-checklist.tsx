import { ButtonLink, Button } from '@courtside/ui/button';
import { CheckIcon } from '@courtside/ui/icons';
import { Card } from '@courtside/ui/page';
import { toast } from '@courtside/ui/toast';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useUpdateClubSettings } from '@/features/club-settings/api/update-club-settings';
import { useOnboarding } from './onboarding-steps';

/**
 * The top of a new club's admin page: its first steps, each linking to where it is done. Gone
 * once every step is done or its staff hide it (the club setting `onboarding_dismissed`). While
 * its data loads, or when a read fails, it shows nothing: it is a guide, and the tabs below
 * report their own errors.
 */
export function GettingStartedChecklist({ enabled }: { enabled: boolean }) {
  const { t } = useTranslation('club-admin', { keyPrefix: 'onboarding' });
  const onboarding = useOnboarding(enabled);
  const hide = useUpdateClubSettings();
  const titleId = useId();
  if (onboarding.state !== 'shown') return null;
  const { steps } = onboarding;
  const done = steps.filter((step) => step.done).length;
  return (
    <Card as="section" className="csa-onboarding" aria-labelledby={titleId}>
      <div className="csa-onboarding__head">
        <h2 id={titleId}>{t('title')}</h2>
        <p className="csa-muted">{t('progress', { done, total: steps.length })}</p>
      </div>
      <ol className="csa-onboarding__steps">
        {steps.map((step) => (
          <li key={step.key} className={step.done ? 'csa-onboarding__step is-done' : 'csa-onboarding__step'}>
            <span className="csa-onboarding__mark" aria-hidden="true">
              {step.done ? <CheckIcon /> : null}
            </span>
            <span className="csa-onboarding__text">
              <strong>{t(`steps.${step.key}.title`)}</strong>
              <span className="cs-visually-hidden">{step.done ? t('stepDone') : t('stepToDo')}</span>
              <span className="csa-muted">{t(`steps.${step.key}.hint`)}</span>
            </span>
            {step.done ? null : (
              <ButtonLink to={step.to} size="sm" variant="outline">
                {t(`steps.${step.key}.action`)}
              </ButtonLink>
            )}
          </li>
        ))}
      </ol>
      <Button
        variant="ghost"
        size="sm"
        loading={hide.isPending}
        onClick={() =>
          hide.mutate(
            { onboarding_dismissed: true },
            { onError: (error) => toast.error(t('hideFailed', { message: error.message })) },
          )
        }
      >
        {t('hide')}
      </Button>
    </Card>
  );
}
