import { usePermissions } from '@courtside/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { LANDING_TEXT } from '@/texts';

function Lead({ text, children }: { text: string; children: ReactNode }) {
  return (
    <>
      <p className="cs-hero__lead">{text}</p>
      <div className="cs-actions">{children}</div>
    </>
  );
}

/**
 * No club (the apex host). The System Admin Login link is for those allowed to use it: anyone
 * signed out may ask for a system link (the server mails system users only); a signed-in system
 * user gets the console itself instead, and other signed-in users neither.
 */
export function NoClubActions({ signedIn }: { signedIn: boolean }) {
  const { can } = usePermissions();
  return (
    <Lead text={LANDING_TEXT.selectClub}>
      <Link to="/login" className="cs-button cs-button--outline">
        {LANDING_TEXT.login}
      </Link>
      {!signedIn && (
        <Link to="/auth/system-admin-login" className="cs-button cs-button--ghost">
          {LANDING_TEXT.systemAdminLogin}
        </Link>
      )}
      {can('system:console') && (
        <Link to="/system-admin" className="cs-button cs-button--primary">
          {LANDING_TEXT.systemAdmin}
        </Link>
      )}
    </Lead>
  );
}

export function SignedOutActions() {
  return (
    <Lead text={LANDING_TEXT.pleaseLogIn}>
      <Link to="/login" className="cs-button cs-button--primary cs-button--lg">
        {LANDING_TEXT.login}
      </Link>
    </Lead>
  );
}

/** Signed in at a club: the pages this user may open, by capability. */
export function SignedInActions() {
  const { can } = usePermissions();
  const links = [
    { to: '/events', label: LANDING_TEXT.viewEvents, show: true },
    { to: '/my-signups', label: LANDING_TEXT.mySignups, show: true },
    { to: '/club-admin', label: LANDING_TEXT.clubAdministration, show: can('club:staff') },
    { to: '/club-signups', label: LANDING_TEXT.allClubSignups, show: can('club:staff') },
    { to: '/system-admin', label: LANDING_TEXT.systemAdmin, show: can('system:console') },
  ];
  return (
    <Lead text={LANDING_TEXT.welcomeBack}>
      {links
        .filter((link) => link.show)
        .map((link, index) => (
          <Link
            key={link.to}
            to={link.to}
            className={`cs-button cs-button--lg ${index === 0 ? 'cs-button--primary' : 'cs-button--outline'}`}
          >
            {link.label}
          </Link>
        ))}
    </Lead>
  );
}
