import { useAuth } from '@courtside/core';
import { Link, NavLink } from 'react-router';
import { HEADER_TEXT } from '@/texts';
import type { NavLinkItem } from '@/features/header/use-nav-links';
import { LogoutButton } from './logout-button';

/** The phone menu: the header's links and account again; choosing a link closes it. */
export function MobileMenu({ id, links, onClose }: { id: string; links: NavLinkItem[]; onClose(): void }) {
  const { user } = useAuth();
  return (
    <div id={id} className="cs-mobile-menu cs-mobile-only">
      {links.length > 0 && (
        <nav aria-label={HEADER_TEXT.mobileNavigation} className="cs-mobile-menu__nav">
          {links.map((link) => (
            <NavLink key={link.to} to={link.to} className="cs-mobile-menu__link" onClick={onClose}>
              {link.label}
            </NavLink>
          ))}
        </nav>
      )}
      <div className="cs-mobile-menu__account">
        {user ? (
          <>
            <span className="cs-mobile-menu__email">
              {HEADER_TEXT.signedInAs} <strong>{user.email}</strong>
            </span>
            <LogoutButton className="cs-button--block" />
          </>
        ) : (
          <>
            <Link to="/login" className="cs-button cs-button--primary cs-button--block" onClick={onClose}>
              {HEADER_TEXT.login}
            </Link>
            <Link
              to="/auth/system-admin-login"
              className="cs-button cs-button--outline cs-button--block"
              onClick={onClose}
            >
              {HEADER_TEXT.admin}
            </Link>
          </>
        )}
      </div>
    </div>
  );
}
