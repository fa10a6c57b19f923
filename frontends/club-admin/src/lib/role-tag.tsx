import { ROLE_LABELS, type UserType } from '@courtside/domain';

/** A user type as a tag ('Club Guest'), coloured by kind with AA-contrast colours. */
export function RoleTag({ type }: { type: UserType }) {
  return <span className={`csa-role csa-role--${type}`}>{ROLE_LABELS[type] ?? type}</span>;
}
