import { useAuth, type PublicClub } from '@courtside/core';
import { useRef, useState, type KeyboardEvent } from 'react';
import { Link, NavLink } from 'react-router';
import { HEADER_TEXT } from '@/texts';
import { useNavLinks } from '@/features/header/use-nav-links';
import { ClubLogo } from './club-logo';
import { LogoutButton } from './logout-button';
import { MobileMenu } from './mobile-menu';

const MOBILE_MENU_ID = 'cs-mobile-menu';

/** The club's header: logo, name, subtitle, links by capability, the account; a menu on phones (Escape closes it). */
export function ClubHeader({ club }: { club: PublicClub }) {
  const { user } = useAuth();
  const links = useNavLinks();
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
          <ClubLogo name={club.name} logo={club.logo} />
          <span className="cs-brand__text">
            <span className="cs-brand__name">{club.name}</span>
            <span className="cs-brand__subtitle">{HEADER_TEXT.subtitle}</span>
          </span>
        </Link>

        {links.length > 0 && (
          <nav className="cs-nav cs-desktop-only" aria-label={HEADER_TEXT.mainNavigation}>
            {links.map((link) => (
              <NavLink key={link.to} to={link.to} className="cs-nav__link">
                {link.label}
              </NavLink>
            ))}
          </nav>
        )}
        <span className="cs-header__spacer" />

        <div className="cs-header__account cs-desktop-only">
          {user ? (
            <>
              <span className="cs-header__email" title={user.email}>
                {user.email}
              </span>
              <LogoutButton />
            </>
          ) : (
            <>
              <Link to="/login" className="cs-button cs-button--primary cs-button--sm">
                {HEADER_TEXT.login}
              </Link>
              <Link to="/system-admin-login" className="cs-button cs-button--outline cs-button--sm">
                {HEADER_TEXT.admin}
              </Link>
            </>
          )}
        </div>

        <button
          ref={menuButton}
          type="button"
          className="cs-menu-button cs-mobile-only"
          aria-expanded={menuOpen}
          aria-controls={MOBILE_MENU_ID}
          aria-label={menuOpen ? HEADER_TEXT.closeMenu : HEADER_TEXT.openMenu}
          onClick={() => setMenuOpen((open) => !open)}
        >
          <span
            className={`cs-menu-button__icon${menuOpen ? ' cs-menu-button__icon--open' : ''}`}
            aria-hidden="true"
          />
        </button>
      </div>
      {menuOpen && <MobileMenu id={MOBILE_MENU_ID} links={links} onClose={() => setMenuOpen(false)} />}
    </header>
  );
}
