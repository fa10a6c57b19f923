import type { SystemRole } from '@courtside/domain';

/** A system user (SPEC.md section 3): staff of the whole product, not of a club. */
export interface SystemUser {
  id: string;
  email: string;
  name: string | null;
  user_type: SystemRole;
  created_at: string;
}

/** POST and PUT /api/admin/system-users: `{ email, name, user_type }`; a null name clears it. */
export interface SystemUserInput {
  email: string;
  name: string | null;
  user_type: SystemRole;
}
