import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  CLUB_MESSAGE_AUDIENCES,
  EVENT_MESSAGE_AUDIENCES,
  MESSAGE_LIMITS,
  MESSAGE_SCOPES,
  VALIDATION,
  type ClubMessageAudience,
  type EventMessageAudience,
  type MessageAudience,
  type MessageScope,
} from '@courtside/domain';
import { Transform } from 'class-transformer';
import { IsBoolean, IsDefined, IsIn, IsNotEmpty, IsOptional, IsString } from 'class-validator';
import { AllowedCharacters, allowedCharactersNote } from '../../common/validation/allowed-characters';
import { MaxGraphemes } from '../../common/validation/max-graphemes';

/** Trims a subject; anything but a string is left for the type check to refuse. */
const trimmed = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
/** A body keeps its lines and inner spacing; only blank lines around it go. */
const trimmedLines = ({ value }: { value: unknown }) =>
  typeof value === 'string' ? value.replace(/^(?:[ \t]*\r?\n)+|(?:\r?\n[ \t]*)+$/g, '').trimEnd() : value;

/** Subject and body, shared by event, series and club messages. */
class MessageTextDto {
  @ApiProperty({
    minLength: 1,
    maxLength: MESSAGE_LIMITS.subjectMax,
    example: 'Courts 3 and 4 tonight',
    description: `The mail's subject. ${allowedCharactersNote(VALIDATION.messageSubjectCharacters)}`,
  })
  @Transform(trimmed)
  @IsDefined({ message: VALIDATION.messageSubjectRequired })
  @IsString({ message: VALIDATION.messageSubjectRequired })
  @IsNotEmpty({ message: VALIDATION.messageSubjectRequired })
  @MaxGraphemes(MESSAGE_LIMITS.subjectMax, { message: VALIDATION.messageSubjectTooLong })
  @AllowedCharacters(VALIDATION.messageSubjectCharacters)
  subject!: string;

  @ApiProperty({
    minLength: 1,
    maxLength: MESSAGE_LIMITS.bodyMax,
    example: 'We play on courts 3 and 4 tonight.\nBring balls!',
    description: `Plain text; line breaks are kept. ${allowedCharactersNote(VALIDATION.messageBodyCharacters, true)}`,
  })
  @Transform(trimmedLines)
  @IsDefined({ message: VALIDATION.messageBodyRequired })
  @IsString({ message: VALIDATION.messageBodyRequired })
  @IsNotEmpty({ message: VALIDATION.messageBodyRequired })
  @MaxGraphemes(MESSAGE_LIMITS.bodyMax, { message: VALIDATION.messageBodyTooLong })
  @AllowedCharacters(VALIDATION.messageBodyCharacters, { multiline: true })
  body!: string;
}

/** `POST /api/events/:id/messages` and `POST /api/series/:id/messages`. */
export class EventMessageDto extends MessageTextDto {
  @ApiProperty({
    enum: EVENT_MESSAGE_AUDIENCES,
    description:
      'confirmed: people with a place; waitlisted: people on the waitlist; everyone: both. For a series: ' +
      'signed up for any coming date, or (confirmed, everyone) holding a standing sign-up; one mail each.',
  })
  @IsIn(EVENT_MESSAGE_AUDIENCES, { message: VALIDATION.messageAudienceInvalid })
  to!: EventMessageAudience;

  @ApiPropertyOptional({
    type: Boolean,
    default: false,
    description: "Replies go to the sender's address instead of the club's (the club's: none if it has none)",
  })
  @IsOptional()
  @IsBoolean({ message: VALIDATION.booleanInvalid })
  reply_to_me?: boolean;
}

/** `POST /api/club/messages`. */
export class ClubMessageDto extends MessageTextDto {
  @ApiProperty({
    enum: CLUB_MESSAGE_AUDIENCES,
    description: 'members: clubmember and above; everyone: guests too',
  })
  @IsIn(CLUB_MESSAGE_AUDIENCES, { message: VALIDATION.clubMessageAudienceInvalid })
  to!: ClubMessageAudience;
}

/** The answer to sending: the message kept, and how many people it went to (0 is fine). */
export class SentMessageView {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ description: 'How many people it went to (each gets one mail)' }) recipients!: number;
}

/** An audience preview. */
export class AudienceCountView {
  @ApiProperty({ description: 'How many people a message to this audience would reach now' })
  count!: number;
}

/** A message as the event page lists it. */
export class MessageView {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ enum: MESSAGE_SCOPES, description: 'event: about this date; series: to its series' })
  scope!: MessageScope;
  @ApiProperty() subject!: string;
  @ApiProperty({ description: 'Plain text with its line breaks' }) body!: string;
  @ApiProperty({ enum: [...EVENT_MESSAGE_AUDIENCES, 'members'] }) to!: MessageAudience;
  @ApiProperty({
    description:
      "The sender's name at the club; 'Member' without one, 'Former member' once they left, 'Courtside support' for system staff",
  })
  sender_name!: string;
  @ApiProperty({
    type: Number,
    nullable: true,
    description: 'How many it went to; staff only (null for others)',
  })
  recipients!: number | null;
  @ApiProperty({ format: 'date-time' }) sent_at!: string;
}
