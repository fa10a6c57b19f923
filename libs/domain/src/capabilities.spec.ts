import { CAPABILITY_TABLE, can, isCapability, permissionsFor } from './capabilities';
import { CLUB_ROLES, SYSTEM_ROLES } from './roles';

describe('capability table', () => {
  it('grants events:read to every role', () => {
    for (const role of [...CLUB_ROLES, ...SYSTEM_ROLES]) expect(can(role, 'events:read')).toBe(true);
  });

  it('keeps guests and members away from staff capabilities', () => {
    for (const role of ['clubguest', 'clubmember'] as const) {
      expect(can(role, 'club:staff')).toBe(false);
      expect(can(role, 'events:manage')).toBe(false);
      expect(can(role, 'signups:manage')).toBe(false);
    }
  });

  it('lets members sign themselves up but not guests or system staff', () => {
    expect(can('clubmember', 'signups:self')).toBe(true);
    expect(can('clubguest', 'signups:self')).toBe(false);
    expect(can('systemadmin', 'signups:self')).toBe(false);
  });

  it('reserves admin management for super admins and system staff', () => {
    expect(permissionsFor('clubadmin')).not.toContain('club-users:manage-admins');
    expect(permissionsFor('clubsuperadmin')).toContain('club-users:manage-admins');
    expect(can('systemmanager', 'system:admin')).toBe(false);
    expect(can('systemadmin', 'system:admin')).toBe(true);
  });

  it('denies everything to nobody', () => {
    expect(permissionsFor(null)).toEqual([]);
    expect(can(undefined, 'events:read')).toBe(false);
  });

  it('lists permissions in table order', () => {
    expect(permissionsFor('clubmember')).toEqual(['events:read', 'signups:self']);
    expect(permissionsFor('systemadmin')).toHaveLength(Object.keys(CAPABILITY_TABLE).length - 1);
  });

  it('recognises capability names', () => {
    expect(isCapability('events:manage')).toBe(true);
    expect(isCapability('toString')).toBe(false);
  });
});
