import { formatLongDateTime, type EventSignup } from '@courtside/core';
import { Button } from '@courtside/ui/button';
import { useConfirmedAction } from '@courtside/ui/confirm';
import { CloseIcon } from '@courtside/ui/icons';
import { Cell, DataTable, type Column } from '@courtside/ui/table';
import { RoleTag, StatusTag } from '@courtside/ui/tag';
import { formatInstant } from '@courtside/ui/instant';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDeleteSignup } from '../api/delete-signup';

/**
 * One event's sign-ups: Member (linking to the user's edit page for those who manage users),
 * Member Type, Signup Time, status (with the place in line, or until when a place is offered)
 * and, for sign-up managers, Cancel Signup.
 */
export function EventSignupsTable({
  signups,
  timeZone,
  linkToUsers,
  canCancel,
}: {
  signups: EventSignup[];
  /** The club's zone: sign-up times are UTC instants. */
  timeZone?: string;
  linkToUsers: boolean;
  canCancel: boolean;
}) {
  const { t } = useTranslation(['club-admin', 'common']);
  const [member, type, time, status, actions]: Column[] = [
    { key: 'member', label: t('eventSignups.columns.member') },
    { key: 'type', label: t('eventSignups.columns.memberType') },
    { key: 'time', label: t('eventSignups.columns.signupTime') },
    { key: 'status', label: t('eventSignups.columns.status') },
    { key: 'actions', label: t('eventSignups.columns.actions'), actions: true },
  ];
  return (
    <DataTable
      caption={t('eventSignups.tableLabel')}
      columns={canCancel ? [member, type, time, status, actions] : [member, type, time, status]}
    >
      {signups.map((signup) => {
        const name = signup.name || t('common:notAvailable');
        return (
          <tr key={signup.signup_id}>
            <Cell column={member} header>
              {/* A past sign-up kept without its person ('Former member', 'Anonymous'): no one to link to. */}
              {linkToUsers && signup.user_id ? (
                <Link to={`/club-users/${signup.user_id}/edit`}>{name}</Link>
              ) : (
                name
              )}
              {signup.email ? <span className="csa-email">{signup.email}</span> : null}
            </Cell>
            <Cell column={type}>{signup.user_type ? <RoleTag type={signup.user_type} /> : null}</Cell>
            <Cell column={time}>{formatLongDateTime(signup.signup_time, timeZone)}</Cell>
            <Cell column={status}>
              <StatusTag status={signup.status}>{t(`eventSignups.status.${signup.status}`)}</StatusTag>
              <WaitlistDetail signup={signup} timeZone={timeZone} />
            </Cell>
            {canCancel ? (
              <Cell column={actions}>
                <CancelSignupButton signup={signup} />
              </Cell>
            ) : null}
          </tr>
        );
      })}
    </DataTable>
  );
}

/** Under the status: the place in line of a waitlisted person, the end of an offer on the club's clock. */
function WaitlistDetail({ signup, timeZone }: { signup: EventSignup; timeZone?: string }) {
  const { t } = useTranslation('club-admin', { keyPrefix: 'eventSignups' });
  if (signup.status === 'waitlisted' && signup.waitlist_position)
    return <span className="csa-status-detail">{t('position', { position: signup.waitlist_position })}</span>;
  if (signup.status === 'offered' && signup.offer_expires_at)
    return (
      <span className="csa-status-detail">
        {t('offerUntil', { time: formatInstant(signup.offer_expires_at, timeZone) })}
      </span>
    );
  return null;
}

function CancelSignupButton({ signup }: { signup: EventSignup }) {
  const { t } = useTranslation('club-admin', { keyPrefix: 'eventSignups' });
  const remove = useConfirmedAction(useDeleteSignup(), {
    confirm: {
      title: t('deleteConfirmTitle'),
      body: t('deleteConfirmBody'),
      acceptLabel: t('deleteAccept'),
      cancelLabel: t('deleteDecline'),
      destructive: true,
    },
    success: () => t('deleted'),
    failure: (error) =>
      t('deleteFailed', { message: error instanceof Error ? error.message : String(error) }),
  });
  return (
    <Button
      size="sm"
      variant="danger"
      icon={<CloseIcon />}
      loading={remove.isPending}
      onClick={() => void remove.run(signup.signup_id)}
    >
      {t('cancelSignup')}
    </Button>
  );
}
