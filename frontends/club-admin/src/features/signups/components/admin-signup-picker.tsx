import type { ClubUser } from '@courtside/core';
import { VALIDATION } from '@courtside/domain';
import { Button } from '@courtside/ui/button';
import '@courtside/ui/form';
import { useMessage } from '@courtside/ui/form-state';
import { AddPersonIcon } from '@courtside/ui/icons';
import { Card } from '@courtside/ui/page';
import { toast } from '@courtside/ui/toast';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useAdminSignUp } from '../api/admin-sign-up';

/**
 * Staff sign another club user up (SPEC.md 'Event sign-ups page'): every club user but guests is
 * listed as 'email (user_type)'; those already on the list cannot be chosen again. Guests are
 * left out because the server refuses them (409: a guest signs up once approved as a member,
 * API.md section 16); one who became a guest since the list loaded gets that 409's message.
 */
export function AdminSignupPicker({
  eventId,
  users,
  signedUpIds,
}: {
  eventId: string;
  /** undefined while the club users load. */
  users: ClubUser[] | undefined;
  signedUpIds: ReadonlySet<string>;
}) {
  const { t } = useTranslation('club-admin', { keyPrefix: 'adminSignup' });
  const message = useMessage();
  const [userId, setUserId] = useState('');
  const [error, setError] = useState<string | null>(null);
  const select = useRef<HTMLSelectElement>(null);
  const signUp = useAdminSignUp();
  const errorId = useId();

  async function handleSubmit(e: FormEvent) {
    e.preventDefault();
    if (!userId) {
      setError(VALIDATION.selectUserToSignUp);
      select.current?.focus();
      return;
    }
    try {
      await signUp.mutateAsync({ eventId, userId });
      toast.success(t('success'));
      setUserId('');
    } catch (failure) {
      toast.error(t('failure', { message: failure instanceof Error ? failure.message : String(failure) }));
    }
  }

  return (
    <Card className="csa-picker">
      <form noValidate onSubmit={(e) => void handleSubmit(e)}>
        <label className="cs-field__label" htmlFor="csa-picker-user">
          {t('select')}
        </label>
        <div className="csa-picker__row">
          <select
            id="csa-picker-user"
            ref={select}
            className="cs-input cs-select"
            value={userId}
            aria-invalid={Boolean(error)}
            aria-describedby={error ? errorId : undefined}
            disabled={!users || signUp.isPending}
            onChange={(e) => {
              setUserId(e.target.value);
              setError(null);
            }}
          >
            <option value="">{users ? t('placeholder') : t('usersLoading')}</option>
            {users
              ?.filter((user) => user.user_type !== 'clubguest')
              .map((user) => (
                <option key={user.id} value={user.id} disabled={signedUpIds.has(user.id)}>
                  {t('option', { email: user.email, userType: user.user_type })}
                </option>
              ))}
          </select>
          <Button
            variant="default"
            type="submit"
            icon={<AddPersonIcon />}
            loading={signUp.isPending}
            disabled={!users}
          >
            {signUp.isPending ? t('pending') : t('button')}
          </Button>
        </div>
        {error ? (
          <p id={errorId} className="cs-field__error" role="alert">
            {message(error)}
          </p>
        ) : null}
      </form>
    </Card>
  );
}
