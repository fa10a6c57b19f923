import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { API_ERRORS } from '@courtside/domain';
import { DataSource } from 'typeorm';
import { AttendanceService } from '../attendance/attendance.service';
import { attendanceStore } from '../attendance/attendance.store';
import { deriveToken } from '../common/auth/derived-token';
import { hashSecret } from '../common/auth/session-token';
import { TokenSecret } from '../common/auth/token-secret';
import type { Principal } from '../common/http/request-context';
import { publicOrigin } from '../common/http/public-url';
import type { Club } from '../common/tenancy/club.entity';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { DrawsService } from '../draws/draws.service';
import type { DrawView } from '../draws/draw.view';
import { toView } from '../events/event-select';
import { eventStore } from '../events/events.store';
import type { EventView } from '../events/event.view';

/** Who the clubhouse view reads the draw as: a member, so it shows only a published draw. */
const CLUBHOUSE_VIEWER: Principal = {
  kind: 'club',
  id: '00000000-0000-0000-0000-000000000000',
  email: '',
  name: null,
  locale: null,
  userType: 'clubmember',
  sessionHash: '',
};

export interface DisplayLinkAnswer {
  url: string;
  expires_at: Date;
}

export interface ClubhouseView {
  event: EventView;
  draw: DrawView | null;
  check_in_url: string;
}

/**
 * The clubhouse view on a screen at the club (API.md section 14, "Kiosk"): a display link per
 * event, opened without a session, showing the event, its published draw and the check-in QR.
 */
@Injectable()
export class ClubhouseService {
  constructor(
    private readonly db: DataSource,
    private readonly secret: TokenSecret,
    private readonly attendance: AttendanceService,
    private readonly modules: ModuleRef,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * The event's clubhouse display link; `next` makes a new one (the one before stops working).
   * It works until 2 hours after the end.
   */
  async displayLink(
    club: Pick<Club, 'id' | 'subdomain'>,
    eventId: string,
    next: boolean,
  ): Promise<DisplayLinkAnswer> {
    const secret = await this.secret.get();
    const token = (rotation: number) => deriveToken(secret, 'display', eventId, String(rotation));
    return this.db.transaction(async (tx) => {
      if (!(await attendanceStore.target(tx, club.id, eventId, true)))
        throw new NotFoundException(API_ERRORS.eventNotFound);
      const link = await attendanceStore.displayLink(tx, club.id, eventId, (r) => hashSecret(token(r)), next);
      return {
        url: `${publicOrigin(this.config, club.subdomain)}/clubhouse/${token(link.rotation)}`,
        expires_at: link.expires_at,
      };
    });
  }

  /**
   * What the clubhouse view shows, without a session: the event, its published draw (as members
   * see it) and the check-in URL for the QR code. A token opens only its own event of this club.
   */
  async clubhouse(club: Pick<Club, 'id' | 'subdomain'>, token: unknown): Promise<ClubhouseView> {
    const db = this.db.manager;
    const eventId =
      typeof token === 'string' && token.length <= 64
        ? await attendanceStore.displayEvent(db, club.id, hashSecret(token))
        : null;
    if (!eventId) throw new NotFoundException(API_ERRORS.displayLinkInvalid);
    const row = await eventStore.find(db, club.id, eventId, null);
    if (!row) throw new NotFoundException(API_ERRORS.displayLinkInvalid);
    const draws = this.modules.get(DrawsService, { strict: false });
    const draw = await draws.get(club.id, CLUBHOUSE_VIEWER, eventId).catch((error: unknown) => {
      if (error instanceof NotFoundException) return null;
      throw error;
    });
    const { url } = await this.attendance.code(club, eventId);
    return { event: toView(row), draw, check_in_url: url };
  }
}
