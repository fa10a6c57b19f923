import { ConflictException, ForbiddenException } from '@nestjs/common';
import { API_ERRORS } from '@courtside/domain';
import { assertKeepsASuperAdmin, assertMayManage } from './club-user-rules';

describe('club user rules', () => {
  describe('assertMayManage', () => {
    it('lets a clubadmin manage non-admin types', () => {
      expect(() => assertMayManage('clubadmin', undefined, 'clubguest')).not.toThrow();
      expect(() => assertMayManage('clubadmin', 'clubguest', 'clubmember')).not.toThrow();
      expect(() => assertMayManage('clubadmin', 'cluborganiser', undefined)).not.toThrow();
    });

    it('keeps a clubadmin from granting, changing or removing admin types', () => {
      const attempts: [Parameters<typeof assertMayManage>[1], Parameters<typeof assertMayManage>[2]][] = [
        [undefined, 'clubadmin'],
        [undefined, 'clubsuperadmin'],
        ['clubmember', 'clubadmin'],
        ['clubadmin', 'clubadmin'],
        ['clubadmin', 'clubmember'],
        ['clubsuperadmin', undefined],
      ];
      for (const [current, next] of attempts) {
        expect(() => assertMayManage('clubadmin', current, next)).toThrow(
          new ForbiddenException(API_ERRORS.manageAdminsForbidden),
        );
      }
    });

    it('lets clubsuperadmins and system staff manage admins', () => {
      for (const actor of ['clubsuperadmin', 'systemadmin', 'systemmanager'] as const) {
        expect(() => assertMayManage(actor, 'clubadmin', 'clubsuperadmin')).not.toThrow();
        expect(() => assertMayManage(actor, 'clubsuperadmin', undefined)).not.toThrow();
      }
    });
  });

  describe('assertKeepsASuperAdmin', () => {
    it('refuses to demote or remove the last clubsuperadmin', () => {
      const conflict = new ConflictException(API_ERRORS.lastSuperAdmin);
      expect(() => assertKeepsASuperAdmin('clubsuperadmin', 'clubadmin', 0)).toThrow(conflict);
      expect(() => assertKeepsASuperAdmin('clubsuperadmin', null, 0)).toThrow(conflict);
    });

    it('allows it while another clubsuperadmin remains, and any other change', () => {
      expect(() => assertKeepsASuperAdmin('clubsuperadmin', 'clubmember', 1)).not.toThrow();
      expect(() => assertKeepsASuperAdmin('clubsuperadmin', 'clubsuperadmin', 0)).not.toThrow();
      expect(() => assertKeepsASuperAdmin('clubadmin', null, 0)).not.toThrow();
    });
  });
});
