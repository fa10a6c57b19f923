import { formatDateAtTime, useLabels, type OwnSignup } from '@courtside/core';
import { Button } from '@courtside/ui/button';
import { useConfirmedAction } from '@courtside/ui/confirm';
import { CalendarIcon, CloseIcon, PlaceIcon } from '@courtside/ui/icons';
import { StatusTag, Tag } from '@courtside/ui/tag';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useCancelSignup } from '../api/cancel-signup';

/** One of the caller's sign-ups, with two ways to cancel it (SPEC.md 'My Sign-ups page'). */
export function SignupCard({ signup }: { signup: OwnSignup }) {
  const { t } = useTranslation('member');
  const labels = useLabels();
  const titleId = useId();
  const cancel = useConfirmedAction(useCancelSignup(), {
    confirm: {
      title: t('mySignups.confirmTitle'),
      body: t('mySignups.confirmBody', { event: signup.event_name }),
      acceptLabel: t('mySignups.accept'),
      cancelLabel: t('mySignups.decline'),
      destructive: true,
    },
    success: () => t('mySignups.cancelled'),
    failure: (error) =>
      t('mySignups.cancelFailed', { message: error instanceof Error ? error.message : String(error) }),
  });
  const run = () => void cancel.run(signup.id);

  return (
    <article className="cs-card csm-card" aria-labelledby={titleId}>
      <div className="csm-card__top">
        <div className="csm-tags">
          <Tag>{labels.eventType(signup.event_type)}</Tag>
          <StatusTag status={signup.status}>{t(`status.${signup.status}`)}</StatusTag>
        </div>
        <Button
          variant="ghost"
          size="icon"
          icon={<CloseIcon />}
          aria-label={t('mySignups.cancelIcon', { event: signup.event_name })}
          disabled={cancel.isPending}
          onClick={run}
        />
      </div>
      <h2 id={titleId} className="csm-card__title">
        {signup.event_name}
      </h2>
      {signup.event_description ? (
        <p className="csm-card__description csm-clamp-2">{signup.event_description}</p>
      ) : null}
      <ul className="csm-facts">
        <li>
          <CalendarIcon />
          <span>{formatDateAtTime(signup.start_time)}</span>
        </li>
        {signup.location ? (
          <li>
            <PlaceIcon />
            <span>{signup.location}</span>
          </li>
        ) : null}
      </ul>
      <div className="csm-card__footer">
        <Button variant="danger" loading={cancel.isPending} onClick={run}>
          {cancel.isPending ? t('mySignups.cancelPending') : t('mySignups.cancelButton')}
        </Button>
      </div>
    </article>
  );
}
