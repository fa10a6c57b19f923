import { ApiError, usePermissions, type ClubEvent } from '@courtside/core';
import { Button } from '@courtside/ui/button';
import { useConfirmedAction } from '@courtside/ui/confirm';
import { toast } from '@courtside/ui/toast';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { signupBlocked } from '@/lib/signup-window';
import { useSignupWindowText } from '@/lib/signup-window-note';
import { useRefocusAfterAction } from '@/lib/use-refocus-after-action';
import { useSignupWindow } from '@/lib/use-signup-window';
import { useCancelSignup } from '../api/cancel-signup';
import { useSignUp } from '../api/sign-up';

type SignupEvent = Pick<
  ClubEvent,
  'id' | 'name' | 'my_signup' | 'signup_opens_at' | 'signup_closes_at' | 'cancel_cutoff_at' | 'end_time'
>;

/**
 * An event card's Sign Up, or Remove Signup when the caller already holds a place. Both are one
 * button whose meaning changes, so keyboard focus lands on Remove Signup after signing up (and on
 * Sign Up after removing) instead of being lost with a replaced button.
 */
export function EventSignupAction({
  event,
  where = 'events',
}: {
  event: SignupEvent;
  /**
   * The events list keeps SPEC.md's cancel text; the event page says what is true there (one may
   * sign up again while sign-ups are open).
   */
  where?: 'events' | 'event-page';
}) {
  const { t } = useTranslation(['member', 'common']);
  const { can } = usePermissions();
  const hintId = useId();
  const windowState = useSignupWindow(event);
  const windowText = useSignupWindowText();
  const signUp = useConfirmedAction(useSignUp(), {
    confirm: {
      title: t('signUp.confirmTitle'),
      body: t('signUp.confirmBody', { event: event.name }),
      acceptLabel: t('signUp.button'),
      cancelLabel: t('common:cancel'),
    },
    success: (signup) =>
      t(signup.status === 'waitlisted' ? 'signUp.successWaitlisted' : 'signUp.success', {
        event: event.name,
      }),
    failure: (error) =>
      error instanceof ApiError && error.status === 403 ? t('signUp.forbidden') : t('signUp.failure'),
  });
  const remove = useConfirmedAction(useCancelSignup(), {
    confirm: {
      title: t('removeSignup.confirmTitle'),
      body: t(where === 'events' ? 'removeSignup.confirmBody' : 'removeSignup.confirmBodyAgain', {
        event: event.name,
      }),
      // A confirmed place given up after the cut-off is recorded: said before it is done.
      note: windowState.late ? t('removeSignup.late') : undefined,
      acceptLabel: t('removeSignup.accept'),
      cancelLabel: t('removeSignup.decline'),
      destructive: true,
    },
    success: () => t('removeSignup.success', { event: event.name }),
    failure: () => t('removeSignup.failure'),
  });
  const busy = signUp.isPending || remove.isPending;
  const focus = useRefocusAfterAction<HTMLButtonElement>();
  const signupId = event.my_signup?.id;

  if (!signupId && !can('signups:self')) {
    // A disabled button gets no clicks: its wrapper explains (title) and answers a click (toast).
    return (
      <span
        className="csm-disabled-action"
        title={t('signUp.forbidden')}
        onClick={() => toast.error(t('signUp.forbidden'))}
      >
        <Button variant="default" disabled aria-describedby={hintId}>
          {t('signUp.button')}
        </Button>
        <span id={hintId} className="cs-visually-hidden">
          {t('signUp.forbidden')}
        </span>
      </span>
    );
  }
  if (!signupId && signupBlocked(windowState.label)) {
    // Not open yet, or closed: the button says so and cannot be pressed (the card says when).
    const reason = windowText(windowState.label!, windowState.now);
    return (
      <span className="csm-disabled-action" title={reason}>
        <Button variant="default" disabled aria-describedby={hintId}>
          {t('signUp.button')}
        </Button>
        <span id={hintId} className="cs-visually-hidden">
          {reason}
        </span>
      </span>
    );
  }
  const label = signUp.isPending
    ? t('signUp.pending')
    : remove.isPending
      ? t('removeSignup.pending')
      : signupId
        ? t('removeSignup.button')
        : t('signUp.button');
  return (
    <Button
      ref={focus.ref}
      variant={signupId ? 'danger' : 'default'}
      loading={busy}
      onClick={() => void focus.after(() => (signupId ? remove.run(signupId) : signUp.run(event.id)))}
    >
      {label}
    </Button>
  );
}
