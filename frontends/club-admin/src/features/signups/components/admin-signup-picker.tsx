import { useId, useRef, useState, type FormEvent } from 'react';
import { Button } from 'antd';
import { UserAddOutlined } from '@ant-design/icons';
import { toast, type ClubUser } from '@courtside/core';
import { VALIDATION } from '@courtside/domain';
import { TEXT } from '@/texts';
import { useAdminSignUp } from '../api/admin-sign-up';

/**
 * Staff sign another club user up (SPEC.md 'Event sign-ups page'): every club user is listed as
 * 'email (user_type)'; those already on the list cannot be chosen again.
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
  const [userId, setUserId] = useState('');
  const [error, setError] = useState<string | null>(null);
  const select = useRef<HTMLSelectElement>(null);
  const signUp = useAdminSignUp();
  const errorId = useId();
  const t = TEXT.adminSignup;

  async function handleSubmit(e: FormEvent) {
    e.preventDefault();
    if (!userId) {
      setError(VALIDATION.selectUserToSignUp);
      select.current?.focus();
      return;
    }
    try {
      await signUp.mutateAsync({ eventId, userId });
      toast.success(t.success);
      setUserId('');
    } catch (failure) {
      toast.error(t.failure(failure instanceof Error ? failure.message : String(failure)));
    }
  }

  return (
    <form className="csa-card csa-picker" noValidate onSubmit={(e) => void handleSubmit(e)}>
      <label className="cs-field__label" htmlFor="csa-picker-user">
        {t.select}
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
          <option value="">{users ? t.placeholder : t.usersLoading}</option>
          {users?.map((user) => (
            <option key={user.id} value={user.id} disabled={signedUpIds.has(user.id)}>
              {t.option(user.email, user.user_type)}
            </option>
          ))}
        </select>
        <Button
          type="primary"
          htmlType="submit"
          icon={<UserAddOutlined aria-hidden />}
          loading={signUp.isPending}
          disabled={!users}
        >
          {signUp.isPending ? t.pending : t.button}
        </Button>
      </div>
      {error ? (
        <p id={errorId} className="cs-field__error" role="alert">
          {error}
        </p>
      ) : null}
    </form>
  );
}
