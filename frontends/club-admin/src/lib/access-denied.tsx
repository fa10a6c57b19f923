import type { ReactNode } from 'react';
import { Skeleton } from 'antd';
import { LockOutlined } from '@ant-design/icons';
import { useAuth, usePermissions } from '@courtside/core';
import type { Capability } from '@courtside/domain';
import { TEXT } from '@/texts';

export function AccessDenied() {
  return (
    <section className="csa-denied" aria-labelledby="csa-denied-title">
      <span className="csa-denied__icon" aria-hidden>
        <LockOutlined />
      </span>
      <h1 id="csa-denied-title" className="csa-denied__title">
        {TEXT.accessDenied.title}
      </h1>
      <p className="csa-denied__body">{TEXT.accessDenied.body}</p>
    </section>
  );
}

/**
 * Renders the page only for holders of `capability` (from the session's permissions, never a
 * role name); others see Access Denied. The shell has already waited for the session.
 */
export function RequireCapability({ capability, children }: { capability: Capability; children: ReactNode }) {
  const { isLoading } = useAuth();
  const { can } = usePermissions();
  if (isLoading) return <Skeleton active paragraph={{ rows: 4 }} />;
  return can(capability) ? children : <AccessDenied />;
}
