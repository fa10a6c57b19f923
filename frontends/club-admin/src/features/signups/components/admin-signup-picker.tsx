import type { ClubUser } from '@courtside/core';
import { VALIDATION } from '@courtside/domain';
import { Button } from '@courtside/ui/button';
import '@courtside/ui/form';
import { useMessage } from '@courtside/ui/form-state';
import { AddPersonIcon, SearchIcon } from '@courtside/ui/icons';
import { Card } from '@courtside/ui/page';
import { toast } from '@courtside/ui/toast';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatLevel, useClub } from '@/lib/levels';
import { useAdminSignUp } from '../api/admin-sign-up';

/** The server's longest search text (API.md section 12). */
const SEARCH_MAX_LENGTH = 100;

/**
 * Staff sign other club users up (SPEC.md 'Event sign-ups page'), several at once: a search by
 * name, e-mail or member number (the server's, so a club of thousands is found too), then a
 * checkbox per person, labelled 'email (user_type)' with their name and level beside. Guests are
 * left out because the server refuses them (409: a guest signs up once approved as a member,
 * API.md section 16), and so is anyone already on the list; one who became a guest since the
 * list loaded gets that 409's message.
 */
export function AdminSignupPicker({
  eventId,
  users,
  loadFailed = false,
  search,
  onSearch,
  signedUpIds,
}: {
  eventId: string;
  /** The users matching the search; undefined while they load. */
  users: ClubUser[] | undefined;
  loadFailed?: boolean;
  search: string;
  onSearch(value: string): void;
  signedUpIds: ReadonlySet<string>;
}) {
  const { t } = useTranslation(['club-admin', 'common']);
  const message = useMessage();
  const scale = useClub().data?.rating_scale ?? null;
  // Chosen people stay chosen while the search changes, so several searches make one batch.
  const [chosen, setChosen] = useState<ReadonlyMap<string, ClubUser>>(new Map());
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const searchBox = useRef<HTMLInputElement>(null);
  const signUp = useAdminSignUp();
  const errorId = useId();
  const candidates = users?.filter((user) => user.user_type !== 'clubguest' && !signedUpIds.has(user.id));

  function toggle(user: ClubUser, on: boolean) {
    setChosen((current) => {
      const next = new Map(current);
      if (on) next.set(user.id, user);
      else next.delete(user.id);
      return next;
    });
    setError(null);
  }

  async function handleSubmit(e: FormEvent) {
    e.preventDefault();
    const batch = [...chosen.values()].filter((user) => !signedUpIds.has(user.id));
    if (batch.length === 0) {
      setError(VALIDATION.selectUserToSignUp);
      searchBox.current?.focus();
      return;
    }
    setPending(true);
    let signedUp = 0;
    // One at a time: each place is decided in order, as if staff had clicked them in turn.
    for (const user of batch) {
      try {
        await signUp.mutateAsync({ eventId, userId: user.id });
        signedUp++;
        setChosen((current) => {
          const next = new Map(current);
          next.delete(user.id);
          return next;
        });
      } catch (failure) {
        const reason = failure instanceof Error ? failure.message : String(failure);
        toast.error(
          t('adminSignup.failure', { message: batch.length > 1 ? `${user.email}: ${reason}` : reason }),
        );
      }
    }
    setPending(false);
    if (signedUp === 1) toast.success(t('adminSignup.success'));
    else if (signedUp > 1) toast.success(t('adminSignup.successMany', { count: signedUp }));
  }

  return (
    <Card className="csa-picker">
      <form noValidate onSubmit={(e) => void handleSubmit(e)}>
        <fieldset className="csa-picker__set" aria-describedby={error ? errorId : undefined}>
          <legend className="cs-field__label">{t('adminSignup.select')}</legend>
          <div className="csa-search">
            <SearchIcon />
            <input
              ref={searchBox}
              type="search"
              className="cs-input"
              aria-label={t('adminSignup.search')}
              // Shorter than the label, so that it fits a phone's width.
              placeholder={t('adminSignup.searchPlaceholder')}
              maxLength={SEARCH_MAX_LENGTH}
              value={search}
              onChange={(e) => onSearch(e.target.value)}
            />
          </div>
          {loadFailed ? (
            <p className="cs-field__error">{t('adminSignup.loadError')}</p>
          ) : !candidates ? (
            <p className="csa-muted">{t('adminSignup.usersLoading')}</p>
          ) : candidates.length === 0 ? (
            <p className="csa-muted">{t('adminSignup.noMatch')}</p>
          ) : (
            <ul className="csa-picker__list">
              {candidates.map((user) => (
                <li key={user.id}>
                  <label>
                    <input
                      type="checkbox"
                      checked={chosen.has(user.id)}
                      disabled={pending}
                      aria-describedby={`${errorId}-${user.id}`}
                      onChange={(e) => toggle(user, e.target.checked)}
                    />
                    <span>{t('adminSignup.option', { email: user.email, userType: user.user_type })}</span>
                  </label>
                  <span id={`${errorId}-${user.id}`} className="csa-muted">
                    {user.name || t('common:notAvailable')}
                    {scale && user.level !== null ? ` · ${formatLevel(scale, user.level)}` : ''}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </fieldset>
        <div className="csa-picker__row">
          <Button variant="default" type="submit" icon={<AddPersonIcon />} loading={pending}>
            {pending ? t('adminSignup.pending') : t('adminSignup.button')}
          </Button>
          {chosen.size > 0 ? (
            <span className="csa-muted" aria-live="polite">
              {t('adminSignup.chosen', { count: chosen.size })}
            </span>
          ) : null}
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
