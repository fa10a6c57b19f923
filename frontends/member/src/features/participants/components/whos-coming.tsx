import { useAuth } from '@courtside/core';
import { Card } from '@courtside/ui/page';
import { SkeletonBlock } from '@courtside/ui/states';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { usePersonName } from '@/lib/person-name';
import { useParticipants } from '../api/get-participants';
import './whos-coming.css';

/**
 * "Who's coming" on an event page: the confirmed people by name (as the club allows; the caller's
 * own entry marked) and how many wait. When the club keeps names private, or for guests, the API
 * answers `confirmed: null` and only the counts show, with a line saying why.
 */
export function WhosComing({ eventId }: { eventId: string }) {
  const { t } = useTranslation('member', { keyPrefix: 'whosComing' });
  const { user } = useAuth();
  const shown = usePersonName();
  const headingId = useId();
  const query = useParticipants(eventId);

  let body;
  if (query.isPending) body = <SkeletonBlock label={t('loading')} lines={3} />;
  else if (query.isError)
    body = <p className="csm-muted">{t('loadError', { message: query.error.message })}</p>;
  else {
    const { confirmed, confirmed_count, waitlist_count } = query.data;
    body = (
      <>
        {confirmed_count > 0 ? (
          <p className="csm-coming__count">{t('going', { count: confirmed_count })}</p>
        ) : null}
        {confirmed === null ? (
          confirmed_count > 0 ? (
            <p className="csm-muted">{t('private')}</p>
          ) : null
        ) : confirmed.length === 0 ? (
          <p className="csm-muted">{t('empty')}</p>
        ) : (
          <ol className="csm-coming__list">
            {confirmed.map((person, i) => (
              <li key={person.user_id ?? `anonymous-${i}`}>
                {shown(person.name)}
                {person.user_id && person.user_id === user?.id ? (
                  <span className="csm-coming__you"> {t('you')}</span>
                ) : null}
              </li>
            ))}
          </ol>
        )}
        {waitlist_count > 0 ? <p className="csm-muted">{t('waitlist', { count: waitlist_count })}</p> : null}
      </>
    );
  }
  return (
    <Card as="section" className="csm-coming" aria-labelledby={headingId}>
      <h2 id={headingId} className="csm-event__heading">
        {t('heading')}
      </h2>
      {body}
    </Card>
  );
}
