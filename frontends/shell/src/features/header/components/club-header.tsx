import { useAuth, type PublicClub } from '@courtside/core';
import { ButtonLink } from '@courtside/ui/button';
import { lazy, Suspense, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { useNavLinks, useProfileLink, useSettingsLink } from '@/features/header/use-nav-links';
import { ClubLogo } from './club-logo';
import { LanguageSwitcher } from './language-switcher';
import { NavBadge } from './nav-badge';
import { LogoutButton } from './logout-button';

// Phones only, and only once opened.
const MobileMenu = lazy(() => import('./mobile-menu').then((m) => ({ default: m.MobileMenu })));

const MOBILE_MENU_ID = 'cs-mobile-menu';

/** The club's header: logo, name, subtitle, links by capability, the account; a menu on phones (Escape closes it). */
export function ClubHeader({ club }: { club: PublicClub }) {
  const { t } = useTranslation('shell');
  const { user } = useAuth();
  const links = useNavLinks();
  const settings = useSettingsLink();
  const profile = useProfileLink();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const closeOnEscape = (event: KeyboardEvent) => {
    if (!menuOpen || event.key !== 'Escape') return;
    setMenuOpen(false);
    menuButton.current?.focus();
  };

  return (
    <header className="cs-header" onKeyDown={closeOnEscape}>
      <div className="cs-header__inner">
        <Link to="/" className="cs-brand">
          <ClubLogo name={club.name} logo={club.logo ?? null} />
          <span className="cs-brand__text">
            <span className="cs-brand__name">{club.name}</span>
            <span className="cs-brand__subtitle">{t('header.subtitle')}</span>
          </span>
        </Link>

        {links.length > 0 && (
          <nav className="cs-nav cs-desktop-only" aria-label={t('header.mainNavigation')}>
            {links.map((link) => (
              <NavLink key={link.to} to={link.to} className="cs-nav__link">
                {link.label}
                {link.badge ? <NavBadge {...link.badge} /> : null}
              </NavLink>
            ))}
          </nav>
        )}
        <span className="cs-header__spacer" />

        <div className="cs-header__account cs-desktop-only">
          {user && profile ? (
            // The e-mail leads to one's own profile: the account's place in the header.
            // Named "Profile: <e-mail>": the words it shows stay part of its name (WCAG 2.5.3).
            <NavLink to={profile.to} className="cs-header__email cs-header__profile" title={profile.label}>
              <span className="cs-visually-hidden">{profile.label}: </span>
              {user.email}
            </NavLink>
          ) : user ? (
            <span className="cs-header__email" title={user.email}>
              {user.email}
            </span>
          ) : null}
          {settings ? (
            // A bell, named by its label: the header has no room for more words beside the e-mail.
            <NavLink
              to={settings.to}
              className="cs-header__link"
              aria-label={settings.label}
              title={settings.label}
            >
              <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
                <path
                  d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9M10.3 21a1.94 1.94 0 0 0 3.4 0"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                />
              </svg>
            </NavLink>
          ) : null}
          <LanguageSwitcher />
          {user ? (
            <LogoutButton />
          ) : (
            <>
              <ButtonLink to="/login" variant="default" size="sm">
                {t('header.login')}
              </ButtonLink>
              <ButtonLink to="/system-admin-login" size="sm">
                {t('header.admin')}
              </ButtonLink>
            </>
          )}
        </div>

        <button
          ref={menuButton}
          type="button"
          className="cs-menu-button cs-mobile-only"
          aria-expanded={menuOpen}
          aria-controls={MOBILE_MENU_ID}
          aria-label={menuOpen ? t('header.closeMenu') : t('header.openMenu')}
          onClick={() => setMenuOpen((open) => !open)}
        >
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
            <path
              d={menuOpen ? 'M6 6l12 12M18 6 6 18' : 'M4 7h16M4 12h16M4 17h16'}
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
            />
          </svg>
        </button>
      </div>
      {menuOpen && (
        <Suspense fallback={null}>
          <MobileMenu id={MOBILE_MENU_ID} links={links} onClose={() => setMenuOpen(false)} />
        </Suspense>
      )}
    </header>
  );
}
