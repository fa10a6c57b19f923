import { Link } from 'react-router';
import { Button } from 'antd';
import { CloseCircleOutlined } from '@ant-design/icons';
import { confirm, formatLongDateTime, toast, type EventSignup } from '@courtside/core';
import { RoleTag } from '@/lib/role-tag';
import { TEXT } from '@/texts';
import { useDeleteSignup } from '../api/delete-signup';

const COLUMNS = TEXT.eventSignups.columns;

/**
 * One event's sign-ups: Member (linking to the user's edit page for those who manage users),
 * Member Type, Signup Time, status and, for sign-up managers, Cancel Signup.
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
  return (
    <div className="csa-table-wrap">
      <table className="csa-table" aria-label={TEXT.eventSignups.tableLabel}>
        <thead>
          <tr>
            <th scope="col">{COLUMNS.member}</th>
            <th scope="col">{COLUMNS.memberType}</th>
            <th scope="col">{COLUMNS.signupTime}</th>
            <th scope="col">{COLUMNS.status}</th>
            {canCancel ? (
              <th scope="col" className="csa-table__actions">
                {COLUMNS.actions}
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody>
          {signups.map((signup) => (
            <tr key={signup.signup_id}>
              <td className="csa-table__primary" data-label={COLUMNS.member}>
                <MemberCell signup={signup} link={linkToUsers} />
              </td>
              <td data-label={COLUMNS.memberType}>
                <RoleTag type={signup.user_type} />
              </td>
              <td data-label={COLUMNS.signupTime}>{formatLongDateTime(signup.signup_time, timeZone)}</td>
              <td data-label={COLUMNS.status}>
                <span className={`csa-status csa-status--${signup.status}`}>
                  {TEXT.eventSignups.status[signup.status]}
                </span>
              </td>
              {canCancel ? (
                <td className="csa-table__actions" data-label={COLUMNS.actions}>
                  <CancelSignupButton signup={signup} />
                </td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function MemberCell({ signup, link }: { signup: EventSignup; link: boolean }) {
  const name = signup.name || TEXT.common.notAvailable;
  return (
    <div className="csa-member">
      {link ? (
        <Link className="csa-member__name csa-link" to={`/club-users/${signup.user_id}/edit`}>
          {name}
        </Link>
      ) : (
        <span className="csa-member__name">{name}</span>
      )}
      <span className="csa-member__email csa-break">{signup.email}</span>
    </div>
  );
}

function CancelSignupButton({ signup }: { signup: EventSignup }) {
  const deleteSignup = useDeleteSignup();
  const t = TEXT.eventSignups;

  async function handleClick() {
    const accepted = await confirm({
      title: t.deleteConfirmTitle,
      body: t.deleteConfirmBody,
      acceptLabel: t.deleteAccept,
      cancelLabel: t.deleteDecline,
      destructive: true,
    });
    if (!accepted) return;
    try {
      await deleteSignup.mutateAsync(signup.signup_id);
      toast.success(t.deleted);
    } catch (error) {
      toast.error(t.deleteFailed(error instanceof Error ? error.message : String(error)));
    }
  }

  return (
    <Button
      size="small"
      danger
      icon={<CloseCircleOutlined aria-hidden />}
      loading={deleteSignup.isPending}
      onClick={() => void handleClick()}
    >
      {t.cancelSignup}
    </Button>
  );
}
