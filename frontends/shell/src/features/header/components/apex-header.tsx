import { useAuth, usePermissions } from '@courtside/core';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { LanguageSwitcher } from './language-switcher';
import { LogoutButton } from './logout-button';

/** The apex host has no club: a small product header, enough for the picker and the system console. */
export function ApexHeader() {
  const { t } = useTranslation('shell');
  const { user } = useAuth();
  const { can } = usePermissions();
  return (
    <header className="cs-header cs-header--apex">
      <div className="cs-header__inner">
        <Link to="/" className="cs-brand">
          <span className="cs-logo cs-logo--initial cs-logo--product" aria-hidden="true">
            C
          </span>
          <span className="cs-brand__name">{t('productName')}</span>
        </Link>
        <span className="cs-header__spacer" />
        <div className="cs-header__account">
          {user && can('system:console') && (
            <NavLink to="/system-admin" className="cs-nav__link">
              {t('header.systemAdmin')}
            </NavLink>
          )}
          {user && <span className="cs-header__email">{user.email}</span>}
          <LanguageSwitcher />
          {user && <LogoutButton />}
        </div>
      </div>
    </header>
  );
}
