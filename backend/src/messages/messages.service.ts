import { HttpException, HttpStatus, Injectable, NotFoundException } from '@nestjs/common';
import { API_ERRORS, can, MESSAGE_LIMITS, type MessageScope } from '@courtside/domain';
import { DataSource, type EntityManager } from 'typeorm';
import { errorBody } from '../common/errors/error-body';
import type { Principal } from '../common/http/request-context';
import { messagesStore, type AudienceTarget, type MessageRow } from './messages.store';

export interface SentMessage {
  id: string;
  recipients: number;
}

export interface MessageInput {
  subject: string;
  body: string;
  reply_to_me?: boolean;
}

/**
 * Messages from organisers and the club (API.md section 13 and its decisions). A message is kept
 * with its recipients (resolved now) and mailed to each of them through the notification
 * outbox, in the same transaction: a 400-person message is three set-based statements, and the
 * request never waits on mail. At most MESSAGE_LIMITS per rolling 24 hours per event or series,
 * and per club for club-wide ones (429 with Retry-After).
 */
@Injectable()
export class MessagesService {
  constructor(private readonly db: DataSource) {}

  /** `POST /api/events/:id/messages`. */
  async sendToEvent(
    clubId: string,
    sender: Principal,
    eventId: string,
    input: MessageInput & { to: AudienceTarget['to'] & string },
  ): Promise<SentMessage> {
    return this.db.transaction(async (tx) => {
      await this.requireEvent(tx, clubId, eventId);
      const target = { scope: 'event', eventId, to: input.to } as AudienceTarget;
      return this.send(tx, clubId, sender, 'event', target, input, { eventId });
    });
  }

  /** `POST /api/series/:id/messages`: one mail per person, however many dates they are on. */
  async sendToSeries(
    clubId: string,
    sender: Principal,
    seriesId: string,
    input: MessageInput & { to: AudienceTarget['to'] & string },
  ): Promise<SentMessage> {
    return this.db.transaction(async (tx) => {
      await this.requireSeries(tx, clubId, seriesId);
      const target = { scope: 'series', seriesId, to: input.to } as AudienceTarget;
      return this.send(tx, clubId, sender, 'series', target, input, { seriesId });
    });
  }

  /** `POST /api/club/messages` (club_news, switchable). */
  async sendToClub(
    clubId: string,
    sender: Principal,
    input: MessageInput & { to: 'members' | 'everyone' },
  ): Promise<SentMessage> {
    return this.db.transaction(async (tx) =>
      this.send(
        tx,
        clubId,
        sender,
        'club',
        { scope: 'club', to: input.to },
        { ...input, reply_to_me: false },
        {},
      ),
    );
  }

  /** The audience preview: how many people a message would reach now. */
  async count(clubId: string, target: AudienceTarget): Promise<number> {
    const db = this.db.manager;
    if (target.scope === 'event') await this.requireEvent(db, clubId, target.eventId);
    if (target.scope === 'series') await this.requireSeries(db, clubId, target.seriesId);
    return messagesStore.audienceCount(db, clubId, target);
  }

  /**
   * `GET /api/events/:id/messages`: every message for staff; for anyone else, those that went to
   * them, and 404 when none did (a non-recipient learns nothing, not even that there are some).
   */
  async listForEvent(clubId: string, caller: Principal, eventId: string): Promise<MessageRow[]> {
    const db = this.db.manager;
    const seriesId = await this.requireEvent(db, clubId, eventId);
    const staff = can(caller.userType, 'events:manage');
    const rows = await messagesStore.listForEvent(db, clubId, eventId, seriesId, staff ? null : caller.id);
    if (!staff && rows.length === 0) throw new NotFoundException(API_ERRORS.messagesNotFound);
    return rows;
  }

  private async send(
    tx: EntityManager,
    clubId: string,
    sender: Principal,
    scope: MessageScope,
    target: AudienceTarget,
    input: MessageInput,
    about: { eventId?: string; seriesId?: string },
  ): Promise<SentMessage> {
    const subjectKey = about.eventId ?? about.seriesId ?? 'club';
    await messagesStore.lockSubject(tx, clubId, subjectKey);
    const limit = scope === 'club' ? MESSAGE_LIMITS.clubPerDay : MESSAGE_LIMITS.perEventPerDay;
    const sent = await messagesStore.sentInLastDay(tx, clubId, { scope, ...about });
    if (sent.count >= limit) {
      throw new HttpException(
        {
          ...errorBody(429, scope === 'club' ? API_ERRORS.clubMessagesLimit : API_ERRORS.eventMessagesLimit),
          retryAfter: sent.oldestLeavesIn,
        },
        HttpStatus.TOO_MANY_REQUESTS,
      );
    }
    const message = await messagesStore.insert(
      tx,
      {
        clubId,
        scope,
        eventId: about.eventId ?? null,
        seriesId: about.seriesId ?? null,
        senderKind: sender.kind,
        senderId: sender.id,
        subject: input.subject,
        body: input.body,
        audience: target.to,
        replyToMe: input.reply_to_me ?? false,
      },
      target,
    );
    if (message.recipients > 0)
      await messagesStore.queueMails(
        tx,
        clubId,
        message.id,
        scope === 'club' ? 'club_news' : 'organiser_message',
        about.eventId ?? null,
      );
    return message;
  }

  /** The event's series id (null for a one-off); 404 when the club has no such event. */
  private async requireEvent(db: EntityManager, clubId: string, eventId: string): Promise<string | null> {
    const seriesId = await messagesStore.eventSeries(db, clubId, eventId);
    if (seriesId === undefined) throw new NotFoundException(API_ERRORS.eventNotFound);
    return seriesId;
  }

  private async requireSeries(db: EntityManager, clubId: string, seriesId: string): Promise<void> {
    if (!(await messagesStore.seriesExists(db, clubId, seriesId)))
      throw new NotFoundException(API_ERRORS.seriesNotFound);
  }
}
