import { ApiError, type ClubUser, type InvitationResult } from '@courtside/core';
import { Button } from '@courtside/ui/button';
import { useEffect, useId, useRef, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';

/** What the last "Send invitation" came to, for the panel above the list. */
export type InvitationAnswer =
  | {
      kind: 'sent';
      result: InvitationResult;
      /** The e-mail of each person sent for, by id: the answer names people by id only. */
      emails: ReadonlyMap<string, string>;
    }
  | { kind: 'too-soon'; who: string; minutes: number }
  | { kind: 'failed'; message: string };

/** The answer to a send: a 429 (one person invited within the hour) says when to try again. */
export function answerOf(
  outcome: { result: InvitationResult } | { error: Error },
  people: readonly ClubUser[],
): InvitationAnswer {
  const emails = new Map(people.map((person) => [person.id, person.email]));
  if ('result' in outcome) return { kind: 'sent', result: outcome.result, emails };
  const { error } = outcome;
  if (error instanceof ApiError && error.status === 429 && people.length === 1) {
    // Whole minutes, rounded up: "in 0 minutes" would invite a click the server still refuses.
    const minutes = Math.max(1, Math.ceil((error.retryAfter ?? 3600) / 60));
    return { kind: 'too-soon', who: people[0]!.email, minutes };
  }
  return { kind: 'failed', message: error.message };
}

/**
 * Above the list, for those who may invite: "Select all on this page" (the table's header is
 * hidden on a phone, so the choice lives here at every width), how many are selected, and the
 * buttons. Each row's own checkbox is in its Email cell.
 */
export function InvitationBar({
  rows,
  selected,
  onSelectAll,
  onClear,
  onSend,
  sending,
}: {
  rows: readonly ClubUser[];
  selected: ReadonlySet<string>;
  onSelectAll: (on: boolean) => void;
  onClear: () => void;
  onSend: () => void;
  sending: boolean;
}) {
  const { t } = useTranslation('club-admin', { keyPrefix: 'clubUsers.invitations' });
  const all = useRef<HTMLInputElement>(null);
  const onPage = rows.filter((row) => selected.has(row.id)).length;
  const every = rows.length > 0 && onPage === rows.length;
  const some = onPage > 0 && !every;
  useEffect(() => {
    // Only a script can set the mixed state a screen reader announces as "partially checked".
    if (all.current) all.current.indeterminate = some;
  }, [some]);
  return (
    <div className="csa-invite-bar" role="group" aria-label={t('selectionLabel')}>
      <label className="csa-check">
        <input
          ref={all}
          type="checkbox"
          checked={every}
          disabled={rows.length === 0 || sending}
          onChange={(event) => onSelectAll(event.target.checked)}
        />
        {t('selectAll')}
      </label>
      <span className="csa-muted" aria-live="polite">
        {selected.size > 0 ? t('selected', { count: selected.size }) : t('noneSelected')}
      </span>
      <span className="csa-invite-bar__buttons">
        {selected.size > 0 ? (
          <Button variant="ghost" size="sm" onClick={onClear} disabled={sending}>
            {t('clear')}
          </Button>
        ) : null}
        <Button
          variant="default"
          size="sm"
          loading={sending}
          // Not disabled while nothing is selected: a disabled button cannot be found by Tab.
          aria-disabled={selected.size === 0 || undefined}
          onClick={() => selected.size > 0 && onSend()}
        >
          {t('send')}
        </Button>
      </span>
    </div>
  );
}

/**
 * The answer, in words: how many were mailed and who was skipped, and why; or when a person
 * invited within the hour may be invited again. Focused when it arrives, so keyboard and
 * screen-reader users land on it rather than on a button that just lost its selection.
 */
export function InvitationAnswerPanel({
  answer,
  onDismiss,
  focusRef,
}: {
  answer: InvitationAnswer;
  onDismiss: () => void;
  focusRef: RefObject<HTMLDivElement | null>;
}) {
  const { t } = useTranslation('club-admin', { keyPrefix: 'clubUsers.invitations' });
  const listId = useId();
  const kind = answer.kind === 'failed' ? 'error' : answer.kind === 'too-soon' ? 'warning' : 'info';
  return (
    <div ref={focusRef} tabIndex={-1} className={`cs-alert cs-alert--${kind} csa-invite-answer`}>
      <span className="cs-alert__icon" aria-hidden>
        {kind === 'info' ? 'i' : '!'}
      </span>
      <div className="csa-invite-answer__body">
        {answer.kind === 'sent' ? (
          <>
            <p>{answer.result.sent > 0 ? t('sent', { count: answer.result.sent }) : t('sentNone')}</p>
            {answer.result.skipped.length > 0 ? (
              <>
                <p id={listId}>{t('skipped', { count: answer.result.skipped.length })}</p>
                <ul aria-labelledby={listId}>
                  {answer.result.skipped.map((skip) => (
                    <li key={skip.user_id}>
                      {t('skippedPerson', {
                        who: answer.emails.get(skip.user_id) ?? t('unknownPerson'),
                        reason: t(`reasons.${skip.reason}`),
                      })}
                    </li>
                  ))}
                </ul>
              </>
            ) : null}
          </>
        ) : answer.kind === 'too-soon' ? (
          <p>{t('tooSoon', { who: answer.who, count: answer.minutes })}</p>
        ) : (
          <p>{t('failed', { message: answer.message })}</p>
        )}
      </div>
      <Button variant="ghost" size="sm" onClick={onDismiss}>
        {t('dismiss')}
      </Button>
    </div>
  );
}
