import { useAuth, usePermissions } from '@courtside/core';
import { Link, NavLink } from 'react-router';
import { HEADER_TEXT, PRODUCT_NAME } from '@/texts';
import { LogoutButton } from './logout-button';

/** The apex host has no club: a small product header, enough for the system console. */
export function ApexHeader() {
  const { user } = useAuth();
  const { can } = usePermissions();
  return (
    <header className="cs-header cs-header--apex">
      <div className="cs-header__inner">
        <Link to="/" className="cs-brand">
          <span className="cs-logo cs-logo--initial cs-logo--product" aria-hidden="true">
            C
          </span>
          <span className="cs-brand__name">{PRODUCT_NAME}</span>
        </Link>
        <span className="cs-header__spacer" />
        {user && (
          <div className="cs-header__account cs-header__account--apex">
            {can('system:console') && (
              <NavLink to="/system-admin" className="cs-nav__link">
                {HEADER_TEXT.systemAdmin}
              </NavLink>
            )}
            <span className="cs-header__email">{user.email}</span>
            <LogoutButton />
          </div>
        )}
      </div>
    </header>
  );
}
