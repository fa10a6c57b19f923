/** A system user (SPEC.md section 3) and the body of POST and PUT /api/admin/system-users. */
export type { SystemUser, SystemUserInput } from '@courtside/core';
