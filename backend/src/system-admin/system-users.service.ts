import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { API_ERRORS, DEFAULT_SYSTEM_USER_TYPE } from '@courtside/domain';
import { DataSource, EntityManager } from 'typeorm';
import { conflictOnDuplicate } from '../common/errors/unique-violation';
import { SessionsService } from '../common/auth/sessions.service';
import { refuseChangedText } from '../common/validation/allowed-characters';
import type { CreateSystemUserDto, UpdateSystemUserDto } from './dto/system-user-body.dto';
import { toSystemUserView, type SystemUserView } from './system-user.view';
import { systemUserStore, type SystemUserRow } from '../users/system-users.store';

/** System staff (API.md section 3/6): systemadmins and systemmanagers, never fewer than one systemadmin. */
@Injectable()
export class SystemUsersService {
  constructor(
    private readonly db: DataSource,
    private readonly sessions: SessionsService,
  ) {}

  async list(): Promise<SystemUserView[]> {
    const users = await systemUserStore.list(this.db.manager);
    return users.map(toSystemUserView);
  }

  async get(id: string): Promise<SystemUserView> {
    const user = await systemUserStore.find(this.db.manager, id);
    if (!user) throw new NotFoundException(API_ERRORS.systemUserNotFound);
    return toSystemUserView(user);
  }

  async create(dto: CreateSystemUserDto): Promise<SystemUserView> {
    const user = await this.translateConflicts(() =>
      systemUserStore.insert(this.db.manager, {
        email: dto.email,
        name: dto.name ?? null,
        user_type: dto.user_type ?? DEFAULT_SYSTEM_USER_TYPE,
      }),
    );
    return toSystemUserView(user);
  }

  /**
   * Changes the fields sent. The last systemadmin cannot be demoted; a new role or e-mail ends
   * the user's sessions, so the next request runs under the new identity from a fresh login.
   */
  async update(id: string, dto: UpdateSystemUserDto): Promise<SystemUserView> {
    const patch = Object.fromEntries(Object.entries(dto).filter(([, value]) => value !== undefined));
    const { before, after } = await this.translateConflicts(() =>
      this.db.transaction(async (m) => {
        const { target, adminCount } = await this.lockForChange(m, id);
        refuseChangedText(dto, target);
        if (target.user_type === 'systemadmin' && patch.user_type === 'systemmanager' && adminCount <= 1) {
          throw new ConflictException(API_ERRORS.lastSystemAdmin);
        }
        if (Object.keys(patch).length > 0) await systemUserStore.update(m, id, patch);
        // Locked above, so it is still there.
        return { before: target, after: (await systemUserStore.find(m, id))! };
      }),
    );
    if (before.user_type !== after.user_type || before.email !== after.email) {
      await this.sessions.endSystemSessions(id);
    }
    return toSystemUserView(after);
  }

  /** Removes a system user (their sessions go with them, FK cascade); never the last systemadmin. */
  async remove(id: string): Promise<{ id: string }> {
    await this.db.transaction(async (m) => {
      const { target, adminCount } = await this.lockForChange(m, id);
      if (target.user_type === 'systemadmin' && adminCount <= 1) {
        throw new ConflictException(API_ERRORS.lastSystemAdmin);
      }
      await systemUserStore.remove(m, id);
    });
    return { id };
  }

  /**
   * Locks every systemadmin row, then the target, before anything is counted or changed: two
   * admins demoting or removing each other at once are serialised, and the second one sees that
   * only one admin is left. Locks are always taken in this order (admins by id, then the target)
   * so concurrent changes cannot deadlock.
   */
  private async lockForChange(
    m: EntityManager,
    id: string,
  ): Promise<{ target: SystemUserRow; adminCount: number }> {
    const adminCount = await systemUserStore.lockAdmins(m);
    const target = await systemUserStore.lock(m, id);
    if (!target) throw new NotFoundException(API_ERRORS.systemUserNotFound);
    return { target, adminCount };
  }

  /** The e-mail taken, before or by a concurrent request: 409, not the filter's generic conflict. */
  private translateConflicts<T>(work: () => Promise<T>): Promise<T> {
    return conflictOnDuplicate(work, { uq_system_users_email: API_ERRORS.systemUserExists });
  }
}
