import { formatLongDateTime, type JoinRequest } from '@courtside/core';
import { JOIN_REQUEST_LIMITS } from '@courtside/domain';
import { Button } from '@courtside/ui/button';
import { ChoiceSelect, FormField } from '@courtside/ui/form';
import { Card, PageHeader } from '@courtside/ui/page';
import { Alert, EmptyState, SkeletonBlock } from '@courtside/ui/states';
import { Tag } from '@courtside/ui/tag';
import { toast } from '@courtside/ui/toast';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useClub } from '@/lib/levels';
import {
  useDecideJoinRequest,
  useJoinRequests,
  type Decision,
  type JoinRequestStatus,
} from '../api/join-requests';

/**
 * Requests to join the club (API.md section 12), for `club-users:manage`: the people waiting,
 * oldest first, each with what they told the club; approve as member or guest, or decline with
 * an optional reason (mailed to them). Decided requests can be looked back on.
 */
export function JoinRequestsView({ level = 1 }: { level?: 1 | 2 }) {
  const { t } = useTranslation('club-admin', { keyPrefix: 'joinRequests' });
  const [status, setStatus] = useState<JoinRequestStatus>('pending');
  const requests = useJoinRequests(status);
  const club = useClub();
  return (
    <section className="csa-join">
      <PageHeader level={level} title={t('title')} subtitle={t('subtitle')} />
      <label className="csa-join__filter">
        {t('show')}
        <ChoiceSelect
          name="status"
          value={status}
          onChange={(e) => setStatus(e.target.value as JoinRequestStatus)}
          options={(['pending', 'approved', 'declined'] as const).map((value) => ({
            value,
            label: t(`status.${value}`),
          }))}
        />
      </label>
      {requests.isError ? (
        <Alert>{t('loadError', { message: requests.error.message })}</Alert>
      ) : requests.isPending ? (
        <SkeletonBlock label={t('loading')} lines={5} />
      ) : requests.data.length === 0 ? (
        <EmptyState title={t(`empty.${status}.title`)} body={t(`empty.${status}.body`)} />
      ) : (
        <ul className="csa-join__list" aria-label={t('listLabel')}>
          {requests.data.map((request) => (
            <li key={request.id}>
              <JoinRequestCard request={request} timeZone={club.data?.timezone} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function JoinRequestCard({ request, timeZone }: { request: JoinRequest; timeZone?: string }) {
  const { t } = useTranslation('club-admin', { keyPrefix: 'joinRequests' });
  const decide = useDecideJoinRequest();
  const [declining, setDeclining] = useState(false);
  const [reason, setReason] = useState('');
  const tooLong = Array.from(reason.trim()).length > JOIN_REQUEST_LIMITS.reasonMax;

  const run = (decision: Decision, done: string) =>
    decide.mutate(decision, {
      onSuccess: () => toast.success(done),
      onError: (error) => toast.error(t('decideError', { message: error.message })),
    });

  return (
    <Card as="article" className="csa-join__card" aria-label={request.name}>
      <header className="csa-join__head">
        <h3 className="csa-join__name">{request.name}</h3>
        {request.status !== 'pending' ? (
          <Tag tone={request.status === 'approved' ? 'success' : 'danger'}>
            {request.status === 'approved' && request.user_type
              ? t(`approvedAs.${request.user_type}`)
              : t(`status.${request.status}`)}
          </Tag>
        ) : null}
      </header>
      <dl className="csa-join__facts">
        <dt>{t('email')}</dt>
        <dd className="csa-email">{request.email}</dd>
        {request.member_number ? (
          <>
            <dt>{t('memberNumber')}</dt>
            <dd>{request.member_number}</dd>
          </>
        ) : null}
        {request.phone ? (
          <>
            <dt>{t('phone')}</dt>
            <dd>
              <a href={`tel:${request.phone.replace(/[^\d+]/g, '')}`}>{request.phone}</a>
            </dd>
          </>
        ) : null}
        <dt>{t('asked')}</dt>
        <dd>
          <time dateTime={request.created_at}>{formatLongDateTime(request.created_at, timeZone)}</time>
        </dd>
      </dl>
      {request.message ? <blockquote className="csa-join__message">{request.message}</blockquote> : null}
      {request.status === 'declined' && request.reason ? (
        <p className="csa-note">{t('reasonGiven', { reason: request.reason })}</p>
      ) : null}
      {request.status === 'pending' && !declining ? (
        <div className="csa-join__actions">
          <Button
            variant="default"
            loading={decide.isPending}
            onClick={() =>
              run(
                { id: request.id, action: 'approve', user_type: 'clubmember' },
                t('approved', { name: request.name }),
              )
            }
          >
            {t('approveMember')}
          </Button>
          <Button
            loading={decide.isPending}
            onClick={() =>
              run(
                { id: request.id, action: 'approve', user_type: 'clubguest' },
                t('approvedGuest', { name: request.name }),
              )
            }
          >
            {t('approveGuest')}
          </Button>
          <Button variant="danger" disabled={decide.isPending} onClick={() => setDeclining(true)}>
            {t('decline')}
          </Button>
        </div>
      ) : null}
      {request.status === 'pending' && declining ? (
        <form
          className="csa-join__decline"
          onSubmit={(event) => {
            event.preventDefault();
            if (!tooLong)
              run({ id: request.id, action: 'decline', reason }, t('declined', { name: request.name }));
          }}
        >
          <FormField
            name={`reason-${request.id}`}
            label={t('reason')}
            hint={t('reasonHint', { max: JOIN_REQUEST_LIMITS.reasonMax })}
            error={tooLong ? t('reasonTooLong', { max: JOIN_REQUEST_LIMITS.reasonMax }) : undefined}
          >
            {(control) => (
              <textarea
                {...control}
                className="cs-input"
                rows={3}
                value={reason}
                onChange={(e) => setReason(e.target.value)}
              />
            )}
          </FormField>
          <div className="csa-join__actions">
            <Button type="submit" variant="danger" loading={decide.isPending} disabled={tooLong}>
              {t('confirmDecline')}
            </Button>
            <Button type="button" disabled={decide.isPending} onClick={() => setDeclining(false)}>
              {t('cancel')}
            </Button>
          </div>
        </form>
      ) : null}
    </Card>
  );
}
