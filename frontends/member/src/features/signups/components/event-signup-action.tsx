import { ApiError, usePermissions, type ClubEvent } from '@courtside/core';
import { Button } from '@courtside/ui/button';
import { useConfirmedAction } from '@courtside/ui/confirm';
import { toast } from '@courtside/ui/toast';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useCancelSignup } from '../api/cancel-signup';
import { useSignUp } from '../api/sign-up';

type SignupEvent = Pick<ClubEvent, 'id' | 'name' | 'my_signup'>;

/** An event card's Sign Up, or Remove Signup when the caller already holds a place. */
export function EventSignupAction({ event }: { event: SignupEvent }) {
  return event.my_signup ? (
    <RemoveSignupButton event={event} signupId={event.my_signup.id} />
  ) : (
    <SignUpButton event={event} />
  );
}

function SignUpButton({ event }: { event: SignupEvent }) {
  const { t } = useTranslation(['member', 'common']);
  const { can } = usePermissions();
  const hintId = useId();
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

  if (!can('signups:self')) {
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
  return (
    <Button variant="default" loading={signUp.isPending} onClick={() => void signUp.run(event.id)}>
      {signUp.isPending ? t('signUp.pending') : t('signUp.button')}
    </Button>
  );
}

function RemoveSignupButton({ event, signupId }: { event: SignupEvent; signupId: string }) {
  const { t } = useTranslation('member', { keyPrefix: 'removeSignup' });
  const remove = useConfirmedAction(useCancelSignup(), {
    confirm: {
      title: t('confirmTitle'),
      body: t('confirmBody', { event: event.name }),
      acceptLabel: t('accept'),
      cancelLabel: t('decline'),
      destructive: true,
    },
    success: () => t('success', { event: event.name }),
    failure: () => t('failure'),
  });
  return (
    <Button variant="danger" loading={remove.isPending} onClick={() => void remove.run(signupId)}>
      {remove.isPending ? t('pending') : t('button')}
    </Button>
  );
}
