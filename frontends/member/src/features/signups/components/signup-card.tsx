import { formatDateAtTime, useLabels, type OwnSignup } from '@courtside/core';
import { Button } from '@courtside/ui/button';
import { useConfirmedAction } from '@courtside/ui/confirm';
import { CalendarIcon, CloseIcon, PlaceIcon, RepeatIcon } from '@courtside/ui/icons';
import { StatusTag, Tag } from '@courtside/ui/tag';
import { memo, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cancellationIsLate } from '@/lib/signup-window';
import { useClubNow } from '@/lib/use-club-now';
import { useFocusSuccessor } from '@/lib/use-focus-successor';
import { useCancelSignup } from '../api/cancel-signup';
import { WaitlistPlace } from './waitlist-place';

/** Each card's Cancel Signup button, in page order (where focus goes when a card leaves). */
const CANCEL_BUTTONS = '[data-cancel-signup]';

/**
 * One of the caller's sign-ups, with two ways to cancel it (SPEC.md 'My Sign-ups page'); its
 * title opens the event page. A cancelled date is struck through and tagged. Once cancelled, the
 * card goes and keyboard focus moves to the next card's Cancel Signup (or the page's heading).
 * Drawn again only when its sign-up changes (the query cache keeps an unchanged one's object), not
 * with the list growing under it or the page's other answers (as EventCard).
 */
export const SignupCard = memo(function SignupCard({ signup }: { signup: OwnSignup }) {
  const { t } = useTranslation('member');
  const labels = useLabels();
  const titleId = useId();
  const now = useClubNow(signup.cancel_cutoff_at !== null);
  const late = cancellationIsLate(
    { cancel_cutoff_at: signup.cancel_cutoff_at, my_signup: { status: signup.status } },
    now,
  );
  const cancel = useConfirmedAction(useCancelSignup(), {
    confirm: {
      title: t('mySignups.confirmTitle'),
      body: t('mySignups.confirmBody', { event: signup.event_name }),
      // A confirmed place given up after the cut-off is recorded: said before it is done.
      note: late ? t('removeSignup.late') : undefined,
      acceptLabel: t('mySignups.accept'),
      cancelLabel: t('mySignups.decline'),
      destructive: true,
    },
    success: () => t('mySignups.cancelled'),
    failure: (error) =>
      t('mySignups.cancelFailed', { message: error instanceof Error ? error.message : String(error) }),
  });
  const cancelButton = useRef<HTMLButtonElement>(null);
  const focus = useFocusSuccessor(cancelButton, CANCEL_BUTTONS);
  const run = async () => {
    focus.arm();
    if (!(await cancel.run(signup.id))) focus.disarm();
  };
  const cancelled = signup.event_status === 'cancelled';

  return (
    <article
      className={cancelled ? 'cs-card csm-card csm-card--cancelled' : 'cs-card csm-card'}
      aria-labelledby={titleId}
    >
      <div className="csm-card__top">
        <div className="csm-tags">
          <Tag>{labels.eventType(signup.event_type)}</Tag>
          {signup.series_id ? <Tag icon={<RepeatIcon />}>{t('mySignups.inSeries')}</Tag> : null}
          <StatusTag status={signup.status}>{t(`status.${signup.status}`)}</StatusTag>
          {cancelled ? <Tag tone="danger">{t('card.cancelled')}</Tag> : null}
        </div>
        <Button
          variant="ghost"
          size="icon"
          icon={<CloseIcon />}
          aria-label={t('mySignups.cancelIcon', { event: signup.event_name })}
          disabled={cancel.isPending}
          onClick={() => void run()}
        />
      </div>
      <h3 id={titleId} className="csm-card__title">
        <Link to={`/events/${signup.event_id}`} className="csm-card__link">
          {signup.event_name}
        </Link>
      </h3>
      {signup.event_description ? (
        <p className="csm-card__description csm-clamp-2">{signup.event_description}</p>
      ) : null}
      <ul className="csm-facts">
        <li className="csm-facts__when">
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
      {cancelled ? null : (
        <WaitlistPlace
          signup={signup}
          event={{ name: signup.event_name, start_time: signup.start_time }}
          compact
        />
      )}
      <div className="csm-card__footer">
        <Button
          ref={cancelButton}
          data-cancel-signup
          variant="danger"
          loading={cancel.isPending}
          onClick={() => void run()}
        >
          {cancel.isPending ? t('mySignups.cancelPending') : t('mySignups.cancelButton')}
        </Button>
      </div>
    </article>
  );
});
