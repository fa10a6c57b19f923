import { useId } from 'react';
import { Button } from 'antd';
import { ApiError, confirm, toast, usePermissions, type ClubEvent } from '@courtside/core';
import { TEXT } from '@/texts';
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
  const { can } = usePermissions();
  const signUp = useSignUp();
  const t = TEXT.signUp;
  const hintId = useId();

  if (!can('signups:self')) {
    // A disabled button gets no clicks: its wrapper explains (title) and answers a click (toast).
    return (
      <span className="csm-disabled-action" title={t.forbidden} onClick={() => toast.error(t.forbidden)}>
        <Button type="primary" disabled aria-describedby={hintId}>
          {t.button}
        </Button>
        <span id={hintId} className="csm-visually-hidden">
          {t.forbidden}
        </span>
      </span>
    );
  }

  async function handleClick() {
    const accepted = await confirm({
      title: t.confirmTitle,
      body: t.confirmBody(event.name),
      acceptLabel: t.accept,
      cancelLabel: t.decline,
    });
    if (!accepted) return;
    try {
      const signup = await signUp.mutateAsync(event.id);
      toast.success(signup.status === 'waitlisted' ? t.successWaitlisted(event.name) : t.success(event.name));
    } catch (error) {
      toast.error(error instanceof ApiError && error.status === 403 ? t.forbidden : t.failure);
    }
  }

  return (
    <Button type="primary" loading={signUp.isPending} onClick={() => void handleClick()}>
      {signUp.isPending ? t.pending : t.button}
    </Button>
  );
}

function RemoveSignupButton({ event, signupId }: { event: SignupEvent; signupId: string }) {
  const cancelSignup = useCancelSignup();
  const t = TEXT.removeSignup;

  async function handleClick() {
    const accepted = await confirm({
      title: t.confirmTitle,
      body: t.confirmBody(event.name),
      acceptLabel: t.accept,
      cancelLabel: t.decline,
      destructive: true,
    });
    if (!accepted) return;
    try {
      await cancelSignup.mutateAsync(signupId);
      toast.success(t.success(event.name));
    } catch {
      toast.error(t.failure);
    }
  }

  return (
    <Button danger loading={cancelSignup.isPending} onClick={() => void handleClick()}>
      {cancelSignup.isPending ? t.pending : t.button}
    </Button>
  );
}
