import { useAuth } from '@courtside/core';
import { ButtonLink } from '@courtside/ui/button';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { useProfileLink, useSettingsLink, type NavLinkItem } from '@/features/header/use-nav-links';
import { LanguageSwitcher } from './language-switcher';
import { NavBadge } from './nav-badge';
import { LogoutButton } from './logout-button';

/** The phone menu: the header's links, language and account again; choosing a link closes it. */
export function MobileMenu({ id, links, onClose }: { id: string; links: NavLinkItem[]; onClose(): void }) {
  const { t } = useTranslation('shell');
  const { user } = useAuth();
  const settings = useSettingsLink();
  const profile = useProfileLink();
  return (
    <div id={id} className="cs-mobile-menu cs-mobile-only">
      {links.length > 0 && (
        <nav aria-label={t('header.mobileNavigation')} className="cs-mobile-menu__nav">
          {links.map((link) => (
            <NavLink key={link.to} to={link.to} className="cs-mobile-menu__link" onClick={onClose}>
              {link.label}
              {link.badge ? <NavBadge {...link.badge} /> : null}
            </NavLink>
          ))}
        </nav>
      )}
      <div className="cs-mobile-menu__account">
        <LanguageSwitcher className="cs-language--block" />
        {user ? (
          <>
            <span className="cs-mobile-menu__email">
              {t('header.signedInAs')} <strong>{user.email}</strong>
            </span>
            {profile ? (
              <NavLink to={profile.to} className="cs-mobile-menu__link" onClick={onClose}>
                {profile.label}
              </NavLink>
            ) : null}
            {settings ? (
              <NavLink to={settings.to} className="cs-mobile-menu__link" onClick={onClose}>
                {settings.label}
              </NavLink>
            ) : null}
            <LogoutButton block />
          </>
        ) : (
          <>
            <ButtonLink to="/login" variant="default" block onClick={onClose}>
              {t('header.login')}
            </ButtonLink>
            <ButtonLink to="/auth/system-admin-login" block onClick={onClose}>
              {t('header.admin')}
            </ButtonLink>
          </>
        )}
      </div>
    </div>
  );
}
