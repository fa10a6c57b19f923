import { Body, Controller, Get, Param, Post, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiNotFoundResponse,
  ApiOperation,
  ApiQuery,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import {
  API_ERRORS,
  can,
  CLUB_MESSAGE_AUDIENCES,
  EVENT_MESSAGE_AUDIENCES,
  MESSAGE_LIMITS,
  VALIDATION,
  type ClubMessageAudience,
  type EventMessageAudience,
} from '@courtside/domain';
import { ClubScoped, CurrentPrincipal, RequireCapability } from '../common/auth/decorators';
import { FieldValidationException } from '../common/errors/validation.exception';
import { ApiDataResponse } from '../common/http/api-data';
import type { Principal } from '../common/http/request-context';
import { UuidParam } from '../common/http/uuid-param.pipe';
import { CurrentClub } from '../common/tenancy/current-club.decorator';
import type { Club } from '../common/tenancy/club.entity';
import {
  AudienceCountView,
  ClubMessageDto,
  EventMessageDto,
  MessageView,
  SentMessageView,
} from './dto/message.dto';
import { MessagesService } from './messages.service';
import type { MessageRow } from './messages.store';

const eventId = new UuidParam(API_ERRORS.eventNotFound);
const seriesId = new UuidParam(API_ERRORS.seriesNotFound);

const EVENT_LIMIT = `${API_ERRORS.eventMessagesLimit} (${MESSAGE_LIMITS.perEventPerDay} per event or series per rolling 24 hours), with Retry-After`;
const MAIL_NOTE =
  "Each recipient gets one mail (kind organiser_message, not switchable, no List-Unsubscribe) from the outbox; Reply-To is the club's e-mail (none if it has none), or the sender's with reply_to_me.";

function audience<T extends string>(value: unknown, allowed: readonly T[], message: string): T {
  if (typeof value !== 'string' || !(allowed as readonly string[]).includes(value))
    throw new FieldValidationException({ to: message });
  return value as T;
}

const eventAudience = (to: unknown) =>
  audience<EventMessageAudience>(to, EVENT_MESSAGE_AUDIENCES, VALIDATION.messageAudienceInvalid);

/** Messages from organisers and the club (API.md section 13 and its decisions). */
@ApiTags('messages')
@ClubScoped()
@Controller()
export class MessagesController {
  constructor(private readonly messages: MessagesService) {}

  @Post('events/:id/messages')
  @RequireCapability('events:manage')
  @ApiOperation({
    summary: "Message an event's players",
    description: `Kept with its recipients (resolved now) and shown on the event page. ${MAIL_NOTE}`,
  })
  @ApiDataResponse(SentMessageView, { status: 201 })
  @ApiBadRequestResponse({ description: 'A field is not valid; the message names it' })
  @ApiNotFoundResponse({ description: API_ERRORS.eventNotFound })
  @ApiTooManyRequestsResponse({ description: EVENT_LIMIT })
  async sendToEvent(
    @CurrentClub() club: Club,
    @CurrentPrincipal() sender: Principal,
    @Param('id', eventId) id: string,
    @Body() body: EventMessageDto,
  ): Promise<{ data: SentMessageView }> {
    return { data: await this.messages.sendToEvent(club.id, sender, id, body) };
  }

  @Get('events/:id/messages')
  @RequireCapability('events:read')
  @ApiOperation({
    summary: "An event's messages, newest first",
    description:
      'Its own messages and those to its series. Staff (events:manage) see them all; anyone else those that went to them, and 404 when none did.',
  })
  @ApiDataResponse(MessageView, { isArray: true })
  @ApiNotFoundResponse({ description: `${API_ERRORS.eventNotFound}; ${API_ERRORS.messagesNotFound}` })
  async listForEvent(
    @CurrentClub() club: Club,
    @CurrentPrincipal() caller: Principal,
    @Param('id', eventId) id: string,
  ): Promise<{ data: MessageView[] }> {
    const staff = can(caller.userType, 'events:manage');
    const rows = await this.messages.listForEvent(club.id, caller, id);
    return { data: rows.map((row) => messageView(row, staff)) };
  }

  @Get('events/:id/messages/recipients')
  @RequireCapability('events:manage')
  @ApiOperation({ summary: 'How many people a message to the event would reach now' })
  @ApiQuery({ name: 'to', enum: EVENT_MESSAGE_AUDIENCES })
  @ApiDataResponse(AudienceCountView)
  @ApiBadRequestResponse({ description: VALIDATION.messageAudienceInvalid })
  @ApiNotFoundResponse({ description: API_ERRORS.eventNotFound })
  async eventAudience(
    @CurrentClub() club: Club,
    @Param('id', eventId) id: string,
    @Query('to') to: unknown,
  ): Promise<{ data: AudienceCountView }> {
    const count = await this.messages.count(club.id, { scope: 'event', eventId: id, to: eventAudience(to) });
    return { data: { count } };
  }

  @Post('series/:id/messages')
  @RequireCapability('events:manage')
  @ApiOperation({
    summary: "Message a series' players",
    description:
      'Reaches everyone signed up for any coming date of the series (confirmed, waitlisted or both) and, ' +
      `for confirmed and everyone, everyone holding a standing sign-up: one mail each. ${MAIL_NOTE}`,
  })
  @ApiDataResponse(SentMessageView, { status: 201 })
  @ApiBadRequestResponse({ description: 'A field is not valid; the message names it' })
  @ApiNotFoundResponse({ description: API_ERRORS.seriesNotFound })
  @ApiTooManyRequestsResponse({ description: EVENT_LIMIT })
  async sendToSeries(
    @CurrentClub() club: Club,
    @CurrentPrincipal() sender: Principal,
    @Param('id', seriesId) id: string,
    @Body() body: EventMessageDto,
  ): Promise<{ data: SentMessageView }> {
    return { data: await this.messages.sendToSeries(club.id, sender, id, body) };
  }

  @Get('series/:id/messages/recipients')
  @RequireCapability('events:manage')
  @ApiOperation({ summary: 'How many people a message to the series would reach now' })
  @ApiQuery({ name: 'to', enum: EVENT_MESSAGE_AUDIENCES })
  @ApiDataResponse(AudienceCountView)
  @ApiBadRequestResponse({ description: VALIDATION.messageAudienceInvalid })
  @ApiNotFoundResponse({ description: API_ERRORS.seriesNotFound })
  async seriesAudience(
    @CurrentClub() club: Club,
    @Param('id', seriesId) id: string,
    @Query('to') to: unknown,
  ): Promise<{ data: AudienceCountView }> {
    const count = await this.messages.count(club.id, {
      scope: 'series',
      seriesId: id,
      to: eventAudience(to),
    });
    return { data: { count } };
  }

  @Post('club/messages')
  @RequireCapability('club-users:manage')
  @ApiOperation({
    summary: 'Message the whole club',
    description:
      "members: clubmember and above; everyone: guests too. Mail kind club_news (switchable, with List-Unsubscribe); Reply-To the club's e-mail.",
  })
  @ApiDataResponse(SentMessageView, { status: 201 })
  @ApiBadRequestResponse({ description: 'A field is not valid; the message names it' })
  @ApiTooManyRequestsResponse({
    description: `${API_ERRORS.clubMessagesLimit} (${MESSAGE_LIMITS.clubPerDay} per rolling 24 hours), with Retry-After`,
  })
  async sendToClub(
    @CurrentClub() club: Club,
    @CurrentPrincipal() sender: Principal,
    @Body() body: ClubMessageDto,
  ): Promise<{ data: SentMessageView }> {
    return { data: await this.messages.sendToClub(club.id, sender, body) };
  }

  @Get('club/messages/recipients')
  @RequireCapability('club-users:manage')
  @ApiOperation({ summary: 'How many people a club message would reach now' })
  @ApiQuery({ name: 'to', enum: CLUB_MESSAGE_AUDIENCES })
  @ApiDataResponse(AudienceCountView)
  @ApiBadRequestResponse({ description: VALIDATION.clubMessageAudienceInvalid })
  async clubAudience(
    @CurrentClub() club: Club,
    @Query('to') to: unknown,
  ): Promise<{ data: AudienceCountView }> {
    const count = await this.messages.count(club.id, {
      scope: 'club',
      to: audience<ClubMessageAudience>(to, CLUB_MESSAGE_AUDIENCES, VALIDATION.clubMessageAudienceInvalid),
    });
    return { data: { count } };
  }
}

function messageView(row: MessageRow, staff: boolean): MessageView {
  return {
    id: row.id,
    scope: row.scope,
    subject: row.subject,
    body: row.body,
    to: row.audience,
    sender_name: row.sender_name,
    recipients: staff ? row.recipient_count : null,
    sent_at: new Date(row.sent_at).toISOString(),
  };
}
