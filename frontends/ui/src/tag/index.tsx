import type { ReactNode } from 'react';
import type { SignupStatus, UserType } from '@courtside/domain';
import { useLabels } from '@courtside/core';
import { cx } from '../cx';
import '../theme/tokens.css';
import './tag.css';

export type Tone = 'neutral' | 'success' | 'warning' | 'info' | 'accent' | 'danger';

/** A short label in a pill; `dot` marks a state (confirmed, waitlisted). */
export function Tag({
  tone = 'neutral',
  dot = false,
  icon,
  children,
}: {
  tone?: Tone;
  dot?: boolean;
  icon?: ReactNode;
  children: ReactNode;
}) {
  return (
    <span className={cx('cs-tag', `cs-tag--${tone}`, dot && 'cs-tag--dot')}>
      {icon}
      {children}
    </span>
  );
}

const ROLE_TONES: Record<UserType, Tone> = {
  systemadmin: 'success',
  systemmanager: 'info',
  clubsuperadmin: 'danger',
  clubadmin: 'accent',
  cluborganiser: 'info',
  clubmember: 'success',
  clubguest: 'warning',
};

/** A user type ('Club Guest') in its colour. */
export function RoleTag({ type }: { type: UserType }) {
  const { role } = useLabels();
  return <Tag tone={ROLE_TONES[type] ?? 'neutral'}>{role(type)}</Tag>;
}

const STATUS_TONES: Record<SignupStatus, Tone> = {
  confirmed: 'success',
  waitlisted: 'warning',
  // A place held for the person until they answer: it asks for action, so it stands out.
  offered: 'accent',
  offer_ended: 'neutral',
};

/** A sign-up's state, in the words the screen gives. */
export function StatusTag({ status, children }: { status: SignupStatus; children: ReactNode }) {
  return (
    <Tag tone={STATUS_TONES[status] ?? 'neutral'} dot>
      {children}
    </Tag>
  );
}
