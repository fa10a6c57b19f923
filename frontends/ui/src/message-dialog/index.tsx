import { ApiError } from '@courtside/core';
import { MESSAGE_LIMITS } from '@courtside/domain';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@courtside/ui/button';
import { toast } from '@courtside/ui/toast';
import { useMessageAudience, useSendMessage, type MessageAudience, type MessageTarget } from './api';
import { MESSAGE_TEXTS } from './catalogue';
// The kit's dialog look (.cs-confirm) and fields (.cs-field).
import '@courtside/ui/confirm';
import '@courtside/ui/form';
import '../theme/tokens.css';
import './message-dialog.css';

export {
  MESSAGES_KEY,
  useEventMessages,
  useMessageAudience,
  useSendMessage,
  type ClubAudience,
  type EventAudience,
  type MessageAudience,
  type MessageDraft,
  type MessageTarget,
} from './api';
export { MESSAGE_TEXTS } from './catalogue';

const EVENT_AUDIENCES = ['confirmed', 'waitlisted', 'everyone'] as const;
const CLUB_AUDIENCES = ['members', 'everyone'] as const;

/**
 * "Message players" (an event's or a series' players) and "Message the club" (API.md section 13):
 * who it goes to, with the number of people that is now; subject, body and, for players, "Reply
 * to me". The server's refusals (a field, the daily limit) are shown in the dialog; a sent
 * message closes it with a toast saying how many it went to.
 */
export function MessageDialog({ target, onClose }: { target: MessageTarget; onClose(): void }) {
  const { t } = useTranslation(MESSAGE_TEXTS);
  const { t: common } = useTranslation('common');
  const ref = useRef<HTMLDialogElement>(null);
  const id = useId();
  const club = target.scope === 'club';
  const audiences: readonly MessageAudience[] = club ? CLUB_AUDIENCES : EVENT_AUDIENCES;
  const [to, setTo] = useState<MessageAudience>(club ? 'members' : 'confirmed');
  const [subject, setSubject] = useState('');
  const [body, setBody] = useState('');
  const [replyToMe, setReplyToMe] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const count = useMessageAudience(target, to);
  const send = useSendMessage(target);

  useEffect(() => {
    const el = ref.current;
    if (el && !el.open) el.showModal?.();
  }, []);

  const close = () => {
    ref.current?.close?.();
    onClose();
  };

  const submit = async () => {
    const local: Record<string, string> = {};
    if (!subject.trim()) local.subject = t('subjectRequired');
    if (!body.trim()) local.body = t('bodyRequired');
    setErrors(local);
    setFailure(null);
    if (Object.keys(local).length) return;
    try {
      const sent = await send.mutateAsync({
        subject: subject.trim(),
        body,
        to,
        ...(club ? {} : { reply_to_me: replyToMe }),
      });
      toast.success(t('sent', { count: sent.recipients }));
      close();
    } catch (error) {
      const fields = error instanceof ApiError ? error.fieldErrors : undefined;
      if (fields && Object.keys(fields).length) setErrors(fields);
      else setFailure(error instanceof Error ? error.message : String(error));
    }
  };

  const preview = count.isPending
    ? t('countLoading')
    : count.isError
      ? t('countError')
      : t('count', { count: count.data });

  return (
    <dialog
      ref={ref}
      className="cs-confirm cs-message-dialog"
      aria-labelledby={`${id}-title`}
      onCancel={(e) => {
        e.preventDefault();
        if (!send.isPending) close();
      }}
    >
      <form
        method="dialog"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <h2 id={`${id}-title`} className="cs-confirm__title">
          {club ? t('clubTitle') : target.scope === 'series' ? t('seriesTitle') : t('title')}
        </h2>
        <div className="cs-field">
          <label className="cs-field__label" htmlFor={`${id}-to`}>
            {t('to')}
          </label>
          <select
            id={`${id}-to`}
            name="to"
            className="cs-input cs-select"
            value={to}
            onChange={(e) => setTo(e.target.value as MessageAudience)}
            aria-describedby={`${id}-count`}
          >
            {audiences.map((audience) => (
              <option key={audience} value={audience}>
                {t(`audience.${club ? 'club' : 'event'}.${audience}`)}
              </option>
            ))}
          </select>
          <p id={`${id}-count`} className="cs-field__hint cs-message-dialog__count" aria-live="polite">
            {preview}
          </p>
          {errors.to ? <p className="cs-field__error">{errors.to}</p> : null}
        </div>
        <div className="cs-field">
          <label className="cs-field__label" htmlFor={`${id}-subject`}>
            {t('subject')}
          </label>
          <input
            id={`${id}-subject`}
            name="subject"
            className="cs-input"
            value={subject}
            maxLength={MESSAGE_LIMITS.subjectMax}
            aria-invalid={Boolean(errors.subject)}
            aria-describedby={errors.subject ? `${id}-subject-error` : undefined}
            onChange={(e) => setSubject(e.target.value)}
          />
          {errors.subject ? (
            <p id={`${id}-subject-error`} className="cs-field__error">
              {errors.subject}
            </p>
          ) : null}
        </div>
        <div className="cs-field">
          <label className="cs-field__label" htmlFor={`${id}-body`}>
            {t('body')}
          </label>
          <textarea
            id={`${id}-body`}
            name="body"
            className="cs-input cs-message-dialog__body"
            rows={7}
            value={body}
            maxLength={MESSAGE_LIMITS.bodyMax}
            aria-invalid={Boolean(errors.body)}
            aria-describedby={errors.body ? `${id}-body-error` : undefined}
            onChange={(e) => setBody(e.target.value)}
          />
          {errors.body ? (
            <p id={`${id}-body-error`} className="cs-field__error">
              {errors.body}
            </p>
          ) : null}
        </div>
        {club ? null : (
          <div className="cs-check">
            <input
              id={`${id}-reply`}
              name="reply_to_me"
              type="checkbox"
              checked={replyToMe}
              onChange={(e) => setReplyToMe(e.target.checked)}
              aria-describedby={`${id}-reply-hint`}
            />
            <div>
              <label htmlFor={`${id}-reply`} className="cs-field__label">
                {t('replyToMe')}
              </label>
              <p id={`${id}-reply-hint`} className="cs-field__hint">
                {t('replyToMeHint')}
              </p>
            </div>
          </div>
        )}
        {failure ? (
          <p className="cs-message-dialog__failure" role="alert">
            {failure}
          </p>
        ) : null}
        <div className="cs-confirm__actions">
          <Button onClick={close} disabled={send.isPending}>
            {common('cancel')}
          </Button>
          <Button type="submit" variant="default" disabled={send.isPending}>
            {send.isPending ? t('sending') : t('send')}
          </Button>
        </div>
      </form>
    </dialog>
  );
}

/** A button that opens the dialog: on the event page, the sign-ups page, the club's admin. */
export function MessageButton({
  target,
  label,
  size,
}: {
  target: MessageTarget;
  label?: string;
  size?: 'default' | 'sm';
}) {
  const { t } = useTranslation(MESSAGE_TEXTS);
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size={size} onClick={() => setOpen(true)}>
        {label ?? (target.scope === 'club' ? t('clubButton') : t('button'))}
      </Button>
      {open ? <MessageDialog target={target} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
