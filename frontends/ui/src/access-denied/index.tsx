import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Capability } from '@courtside/domain';
import { useAuth, usePermissions } from '@courtside/core';
import { LockIcon } from '@courtside/ui/icons';
import '../theme/tokens.css';
import './access-denied.css';

/** A whole-page message in the content area: Access Denied, a 404. */
export function StatusPage({
  eyebrow,
  icon,
  title,
  body,
  action,
}: {
  eyebrow?: string;
  icon?: ReactNode;
  title: string;
  body: ReactNode;
  action?: ReactNode;
}) {
  return (
    <section className="cs-status-page">
      {icon ? <span className="cs-status-page__icon">{icon}</span> : null}
      {eyebrow ? <p className="cs-status-page__eyebrow">{eyebrow}</p> : null}
      <h1 className="cs-status-page__title">{title}</h1>
      <div className="cs-status-page__body">{body}</div>
      {action}
    </section>
  );
}

/** What a signed-in user who lacks the page's capability sees (SPEC.md sections 2 and 6). */
export function AccessDenied({ action }: { action?: ReactNode }) {
  const { t } = useTranslation('common');
  return (
    <StatusPage
      icon={<LockIcon />}
      title={t('accessDenied.title')}
      body={t('accessDenied.body')}
      action={action}
    />
  );
}

/**
 * Renders the page only for holders of `capability` (from the session's permissions, never a
 * role name); others see Access Denied, with `deniedAction` as a way on.
 */
export function RequireCapability({
  capability,
  deniedAction,
  children,
}: {
  capability: Capability;
  deniedAction?: ReactNode;
  children: ReactNode;
}) {
  const { isLoading } = useAuth();
  const { can } = usePermissions();
  // The shell's guard has waited for the session already; nothing to show meanwhile elsewhere.
  if (isLoading) return null;
  return can(capability) ? children : <AccessDenied action={deniedAction} />;
}
