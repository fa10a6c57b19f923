import { usePermissions } from '@courtside/core';
import { ButtonLink } from '@courtside/ui/button';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

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
  const { t } = useTranslation('shell');
  const { can } = usePermissions();
  return (
    <Lead text={t('landing.selectClub')}>
      <ButtonLink to="/login">{t('landing.login')}</ButtonLink>
      {!signedIn && (
        <ButtonLink to="/auth/system-admin-login" variant="ghost">
          {t('landing.systemAdminLogin')}
        </ButtonLink>
      )}
      {can('system:console') && (
        <ButtonLink to="/system-admin" variant="default">
          {t('landing.systemAdmin')}
        </ButtonLink>
      )}
    </Lead>
  );
}

export function SignedOutActions() {
  const { t } = useTranslation('shell');
  return (
    <Lead text={t('landing.pleaseLogIn')}>
      <ButtonLink to="/login" variant="default" size="lg">
        {t('landing.login')}
      </ButtonLink>
    </Lead>
  );
}

/** Signed in at a club: the pages this user may open, by capability. */
export function SignedInActions() {
  const { t } = useTranslation('shell');
  const { can } = usePermissions();
  const links = [
    { to: '/events', label: t('landing.viewEvents'), show: true },
    { to: '/my-signups', label: t('landing.mySignups'), show: true },
    { to: '/club-admin', label: t('landing.clubAdministration'), show: can('club:staff') },
    { to: '/club-signups', label: t('landing.allClubSignups'), show: can('club:staff') },
    { to: '/system-admin', label: t('landing.systemAdmin'), show: can('system:console') },
  ];
  return (
    <Lead text={t('landing.welcomeBack')}>
      {links
        .filter((link) => link.show)
        .map((link, index) => (
          <ButtonLink key={link.to} to={link.to} size="lg" variant={index === 0 ? 'default' : 'outline'}>
            {link.label}
          </ButtonLink>
        ))}
    </Lead>
  );
}
