import { formatLongDateTime } from '@courtside/core';
import { MESSAGE_TEXTS, useEventMessages } from '@courtside/ui/message-dialog';
import { Card } from '@courtside/ui/page';
import { Alert, SkeletonBlock } from '@courtside/ui/states';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The event page's messages (API.md section 13): those from its organisers to its players (and
 * to its series), newest first, for staff and for the people they went to. Nothing shows for
 * someone no message went to.
 */
export function EventMessages({ eventId }: { eventId: string }) {
  const { t } = useTranslation(MESSAGE_TEXTS);
  const headingId = useId();
  const query = useEventMessages(eventId);
  if (query.isSuccess && query.data.length === 0) return null;
  return (
    <Card as="section" className="csm-messages" aria-labelledby={headingId}>
      <h2 id={headingId} className="csm-event__heading">
        {t('historyTitle')}
      </h2>
      {query.isPending ? (
        <SkeletonBlock label={t('historyLoading')} lines={3} />
      ) : query.isError ? (
        <Alert>{t('historyError', { message: query.error.message })}</Alert>
      ) : (
        <ol className="csm-messages__list">
          {query.data.map((message) => (
            <li key={message.id} className="csm-message">
              <h3 className="csm-message__subject">{message.subject}</h3>
              <p className="csm-message__meta">
                {t('from', { name: message.sender_name })} ·{' '}
                <time dateTime={message.sent_at}>{formatLongDateTime(message.sent_at)}</time>
                {message.scope === 'series' ? ` · ${t('toSeries')}` : null}
              </p>
              <p className="csm-message__body">{message.body}</p>
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}
