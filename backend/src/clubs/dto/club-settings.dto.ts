import { ApiProperty, ApiPropertyOptional, PartialType, PickType } from '@nestjs/swagger';
import {
  ANONYMOUS_LABEL,
  JOIN_POLICIES,
  LOCALES,
  RATING_SCALES,
  RETENTION_MONTHS,
  DEFAULT_QUIET_HOURS,
  VALIDATION,
  WAITLIST_MODES,
  WAITLIST_OFFER_LIMITS,
  isQuietHours,
  type JoinPolicy,
  type WaitlistMode,
  type Locale,
  type RatingScale,
  RELIABILITY_DAYS,
  WAITLIST_PRIORITIES,
  type WaitlistPriority,
} from '@courtside/domain';
import { IsBoolean, IsIn, IsInt, IsOptional, Max, Min, ValidateBy, ValidateIf } from 'class-validator';
import { RefusedTextOnlyWhenChanged } from '../../common/validation/allowed-characters';
import { CreateClubDto, LOCALE_MESSAGE, RATING_SCALE_DESCRIPTION } from './club-body.dto';

/**
 * The club's details its own staff may change (API.md section 12, "Club details by the club"),
 * with the console's rules for each. The subdomain is not among them: it is the club's address
 * on the web, so system staff change it.
 */
export const CLUB_DETAIL_FIELDS = [
  'name',
  'logo',
  'description',
  'email',
  'phone',
  'website',
  'address',
] as const;

const RETENTION_DESCRIPTION = `Past sign-ups whose event ended more than this many months ago are anonymised by a daily job and read as '${ANONYMOUS_LABEL}'; null: off. New clubs start at ${RETENTION_MONTHS.newClubDefault}, clubs older than the setting at null`;

const ONBOARDING_DESCRIPTION =
  "Hides the getting-started checklist on the club admin page (computed from the club's data, no route of its own). New clubs start false; clubs older than the checklist start true";

export const JOIN_POLICY_DESCRIPTION =
  'Who may join (API.md section 12): open (anyone who signs in becomes a clubguest), request (someone new asks to join with POST /api/club/join-requests; user managers approve or decline) or closed (only people the club added sign in). New clubs start with request; allow_guest_signup reads true exactly when it is open';

export const WAITLIST_MODE_DESCRIPTION =
  'What a freed place does (API.md section 13): auto confirms the next waitlisted person at once; offer offers it to them, to accept or decline within a window (24 h when the start is 48 h or more away, 2 h when 6-48 h, 30 min when less; never past start − 30 min). Changes apply to places freed afterwards';
const QUIET_HOURS_DESCRIPTION = `"HH:mm-HH:mm" in the club's time (may run past midnight), or null (off): an offer made then is mailed when they end, and its time starts then, unless that would leave less than its full time before start − offer_open_hours. Default ${DEFAULT_QUIET_HOURS}`;
const OFFER_OPEN_HOURS_DESCRIPTION = `Within this many hours of the start (${WAITLIST_OFFER_LIMITS.openHoursMin}-${WAITLIST_OFFER_LIMITS.openHoursMax}, default ${WAITLIST_OFFER_LIMITS.openHoursDefault}) nobody becomes offered: every waitlisted person is mailed that a place is free, and the first to accept gets it`;
export const SHOW_PARTICIPANTS_DESCRIPTION = `Members see the names of the people confirmed for an event (GET /api/events/:id/participants); off, they see only the counts. Staff always see names, guests never. New clubs start true; clubs older than the setting start false`;

export const WAITLIST_PRIORITY_DESCRIPTION = `Who a freed place (an offer or a promotion) goes to first: fifo in sign-up order; reliable_first to the people waiting with no late cancellation or no-show in the last ${RELIABILITY_DAYS} days (in sign-up order), then the rest. waitlist_position follows the same order`;

export const PUBLIC_EVENT_CARDS_DESCRIPTION = `Anyone with the link may see an upcoming event marked public_card at /e/:id (name, date and time, location, the club, places left; never who signed up), with a preview image for chat apps. Off: every such link answers 404. New clubs start true; clubs older than the setting start false`;

/** The club's own settings and details (API.md sections 4 and 12), for its staff with `club:settings`. */
export class ClubSettingsView {
  @ApiProperty({ enum: LOCALES, description: 'Language for people who have not chosen one' })
  default_locale!: Locale;

  @ApiProperty({ enum: RATING_SCALES, default: 'simple', description: RATING_SCALE_DESCRIPTION })
  rating_scale!: RatingScale;

  @ApiProperty({ default: true, description: 'Members may set their own level (PUT /api/me/level)' })
  self_rating!: boolean;

  @ApiProperty({ default: false, description: ONBOARDING_DESCRIPTION })
  onboarding_dismissed!: boolean;

  @ApiProperty({ type: Number, nullable: true, description: RETENTION_DESCRIPTION })
  retention_months!: number | null;
  @ApiProperty({ enum: JOIN_POLICIES, default: 'request', description: JOIN_POLICY_DESCRIPTION })
  join_policy!: JoinPolicy;
  @ApiProperty({ enum: WAITLIST_MODES, default: 'auto', description: WAITLIST_MODE_DESCRIPTION })
  waitlist_mode!: WaitlistMode;
  @ApiProperty({
    type: String,
    nullable: true,
    example: DEFAULT_QUIET_HOURS,
    pattern: '^([01]\\d|2[0-3]):[0-5]\\d-([01]\\d|2[0-3]):[0-5]\\d$',
    description: QUIET_HOURS_DESCRIPTION,
  })
  quiet_hours!: string | null;
  @ApiProperty({
    minimum: WAITLIST_OFFER_LIMITS.openHoursMin,
    maximum: WAITLIST_OFFER_LIMITS.openHoursMax,
    default: WAITLIST_OFFER_LIMITS.openHoursDefault,
    description: OFFER_OPEN_HOURS_DESCRIPTION,
  })
  offer_open_hours!: number;
  @ApiProperty({ default: true, description: SHOW_PARTICIPANTS_DESCRIPTION })
  show_participants!: boolean;
  @ApiProperty({ enum: WAITLIST_PRIORITIES, default: 'fifo', description: WAITLIST_PRIORITY_DESCRIPTION })
  waitlist_priority!: WaitlistPriority;
  @ApiProperty({ default: true, description: PUBLIC_EVENT_CARDS_DESCRIPTION })
  public_event_cards!: boolean;
  @ApiProperty({
    readOnly: true,
    description:
      "Someone of type clubmember has been invited (invited_at set): the checklist's invite step. Read only; the owner and staff invited with the club do not count",
  })
  members_invited!: boolean;

  @ApiProperty({ example: 'Riverside Tennis Club' }) name!: string;
  @ApiProperty({
    type: String,
    nullable: true,
    description: 'http(s) URL of the logo; browsers load it, the server never fetches it',
  })
  logo!: string | null;
  @ApiProperty({ type: String, nullable: true }) description!: string | null;
  @ApiProperty({ type: String, nullable: true }) email!: string | null;
  @ApiProperty({ type: String, nullable: true }) phone!: string | null;
  @ApiProperty({ type: String, nullable: true }) website!: string | null;
  @ApiProperty({ type: String, nullable: true }) address!: string | null;
}

/** The detail fields with the console's rules; null or '' clears an optional one. */
class UpdateClubDetailsDto extends PartialType(PickType(CreateClubDto, CLUB_DETAIL_FIELDS), {
  skipNullProperties: false,
}) {}

/**
 * `PUT /api/club/settings`: any of the fields; one left out stays as it is. A text stored before
 * the character rules, sent back unchanged, does not block the edit (RefusedTextOnlyWhenChanged).
 */
@RefusedTextOnlyWhenChanged()
export class UpdateClubSettingsDto extends UpdateClubDetailsDto {
  @ApiPropertyOptional({ enum: LOCALES })
  @IsOptional()
  @IsIn(LOCALES, { message: LOCALE_MESSAGE })
  default_locale?: Locale;

  @ApiPropertyOptional({
    enum: RATING_SCALES,
    description: `${RATING_SCALE_DESCRIPTION}. A new scale converts every stored level in the same transaction, rounded to the new scale's decimals (halves up) and kept within its range.`,
  })
  @IsOptional()
  @IsIn(RATING_SCALES, { message: VALIDATION.ratingScaleInvalid })
  rating_scale?: RatingScale;

  @ApiPropertyOptional({ description: 'Members may set their own level' })
  @IsOptional()
  @IsBoolean({ message: VALIDATION.booleanInvalid })
  self_rating?: boolean;

  @ApiPropertyOptional({ description: ONBOARDING_DESCRIPTION })
  @IsOptional()
  @IsBoolean({ message: VALIDATION.booleanInvalid })
  onboarding_dismissed?: boolean;

  @ApiPropertyOptional({
    type: Number,
    nullable: true,
    minimum: RETENTION_MONTHS.min,
    maximum: RETENTION_MONTHS.max,
    description: `${RETENTION_DESCRIPTION}. null turns it off`,
  })
  @ValidateIf((_dto: object, value: unknown) => value !== undefined && value !== null)
  @IsInt({ message: VALIDATION.retentionMonthsInvalid })
  @Min(RETENTION_MONTHS.min, { message: VALIDATION.retentionMonthsInvalid })
  @Max(RETENTION_MONTHS.max, { message: VALIDATION.retentionMonthsInvalid })
  retention_months?: number | null;
  @ApiPropertyOptional({ enum: JOIN_POLICIES, description: JOIN_POLICY_DESCRIPTION })
  @IsOptional()
  @IsIn(JOIN_POLICIES, { message: VALIDATION.joinPolicyInvalid })
  join_policy?: JoinPolicy;
  @ApiPropertyOptional({ enum: WAITLIST_MODES, description: WAITLIST_MODE_DESCRIPTION })
  @IsOptional()
  @IsIn(WAITLIST_MODES, { message: VALIDATION.waitlistModeInvalid })
  waitlist_mode?: WaitlistMode;
  @ApiPropertyOptional({
    type: String,
    nullable: true,
    example: DEFAULT_QUIET_HOURS,
    description: `${QUIET_HOURS_DESCRIPTION}. null turns them off`,
  })
  @ValidateIf((_dto: object, value: unknown) => value !== undefined && value !== null)
  @ValidateBy(
    { name: 'quietHours', validator: { validate: (value: unknown) => isQuietHours(value) } },
    { message: VALIDATION.quietHoursInvalid },
  )
  quiet_hours?: string | null;
  @ApiPropertyOptional({
    minimum: WAITLIST_OFFER_LIMITS.openHoursMin,
    maximum: WAITLIST_OFFER_LIMITS.openHoursMax,
    description: OFFER_OPEN_HOURS_DESCRIPTION,
  })
  @IsOptional()
  @IsInt({ message: VALIDATION.offerOpenHoursInvalid })
  @Min(WAITLIST_OFFER_LIMITS.openHoursMin, { message: VALIDATION.offerOpenHoursInvalid })
  @Max(WAITLIST_OFFER_LIMITS.openHoursMax, { message: VALIDATION.offerOpenHoursInvalid })
  offer_open_hours?: number;
  @ApiPropertyOptional({ description: SHOW_PARTICIPANTS_DESCRIPTION })
  @IsOptional()
  @IsBoolean({ message: VALIDATION.booleanInvalid })
  show_participants?: boolean;
  @ApiPropertyOptional({ enum: WAITLIST_PRIORITIES, description: WAITLIST_PRIORITY_DESCRIPTION })
  @IsOptional()
  @IsIn(WAITLIST_PRIORITIES, { message: VALIDATION.waitlistPriorityInvalid })
  waitlist_priority?: WaitlistPriority;
  @ApiPropertyOptional({ description: PUBLIC_EVENT_CARDS_DESCRIPTION })
  @IsOptional()
  @IsBoolean({ message: VALIDATION.booleanInvalid })
  public_event_cards?: boolean;

  /**
   * Named so that a club's staff sending it learn why it is refused, rather than the bare
   * "This field is not allowed" of an unknown key. Not in the OpenAPI document: no value is valid.
   */
  @ValidateIf((_dto: object, value: unknown) => value !== undefined)
  @ValidateBy(
    { name: 'subdomainSystemOnly', validator: { validate: () => false } },
    {
      message: VALIDATION.subdomainSystemOnly,
    },
  )
  subdomain?: never;
}

export class LocaleDto {
  @ApiProperty({ enum: LOCALES })
  @IsIn(LOCALES, { message: LOCALE_MESSAGE })
  locale!: Locale;
}
