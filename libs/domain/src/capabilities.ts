import type { UserType } from './roles';

/**
 * The one capability table (API.md section 6). Backend guards and frontends both read it;
 * nobody re-types a role list.
 */
export const CAPABILITY_TABLE = {
  'events:read': [
    'systemadmin',
    'systemmanager',
    'clubsuperadmin',
    'clubadmin',
    'cluborganiser',
    'clubmember',
    'clubguest',
  ],
  'events:manage': ['systemadmin', 'systemmanager', 'clubsuperadmin', 'clubadmin', 'cluborganiser'],
  'signups:self': ['clubsuperadmin', 'clubadmin', 'cluborganiser', 'clubmember'],
  'signups:manage': ['systemadmin', 'systemmanager', 'clubsuperadmin', 'clubadmin', 'cluborganiser'],
  'club:staff': ['systemadmin', 'systemmanager', 'clubsuperadmin', 'clubadmin', 'cluborganiser'],
  'club:settings': ['systemadmin', 'systemmanager', 'clubsuperadmin', 'clubadmin'],
  'club-users:read': ['systemadmin', 'systemmanager', 'clubsuperadmin', 'clubadmin', 'cluborganiser'],
  'club-users:manage': ['systemadmin', 'systemmanager', 'clubsuperadmin', 'clubadmin'],
  'club-users:manage-admins': ['systemadmin', 'systemmanager', 'clubsuperadmin'],
  'system:console': ['systemadmin', 'systemmanager'],
  'system:admin': ['systemadmin'],
} as const satisfies Record<string, readonly UserType[]>;

export type Capability = keyof typeof CAPABILITY_TABLE;

export const CAPABILITIES = Object.keys(CAPABILITY_TABLE) as Capability[];

export function can(userType: UserType | null | undefined, capability: Capability): boolean {
  if (!userType) return false;
  return (CAPABILITY_TABLE[capability] as readonly UserType[]).includes(userType);
}

/** The capability names granted to a user type, in table order (the session's `permissions`). */
export function permissionsFor(userType: UserType | null | undefined): Capability[] {
  return CAPABILITIES.filter((capability) => can(userType, capability));
}

export function isCapability(value: unknown): value is Capability {
  return typeof value === 'string' && Object.prototype.hasOwnProperty.call(CAPABILITY_TABLE, value);
}
