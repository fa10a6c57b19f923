import { ApiProperty, ApiPropertyOptional, OmitType, PartialType } from '@nestjs/swagger';
import {
  canonicalTimeZone,
  DEFAULT_CLUB_TIMEZONE,
  isHttpUrl,
  isIanaTimeZone,
  isValidSubdomain,
  LIMITS,
  LOCALES,
  RATING_SCALES,
  VALIDATION,
  type Locale,
  type RatingScale,
  DEFAULT_JOIN_POLICY,
  JOIN_POLICIES,
  type JoinPolicy,
} from '@courtside/domain';
import { Transform } from 'class-transformer';
import { IsBoolean, IsIn, IsNotEmpty, IsOptional, IsString, ValidateBy, ValidateIf } from 'class-validator';
import { IsEmailAddress } from '../../common/validation/email';
import {
  AllowedCharacters,
  allowedCharactersNote,
  RefusedTextOnlyWhenChanged,
} from '../../common/validation/allowed-characters';
import { MaxGraphemes } from '../../common/validation/max-graphemes';

type TransformArgs = { value: unknown };
const trim = ({ value }: TransformArgs) => (typeof value === 'string' ? value.trim() : value);
/** Optional text: trimmed, and an empty one is no value (stored as null). */
const trimToNull = ({ value }: TransformArgs) => (typeof value === 'string' ? value.trim() || null : value);
const normaliseSubdomain = ({ value }: TransformArgs) =>
  typeof value === 'string' ? value.trim().toLowerCase() : value;
const normaliseTimeZone = ({ value }: TransformArgs) =>
  typeof value === 'string' ? (canonicalTimeZone(value.trim()) ?? value) : value;

const Satisfies = (name: string, test: (value: unknown) => boolean, message: string) =>
  ValidateBy({ name, validator: { validate: test } }, { message });

/** May be left out (then the default applies); when sent, even as null, it must be valid. */
const IfSent = () => ValidateIf((_dto: object, value: unknown) => value !== undefined);

export const LOCALE_MESSAGE = `Language must be one of ${LOCALES.join(', ')}`;

export const RATING_SCALE_DESCRIPTION =
  "The scale members' levels are written on: knltb (speelsterkte 1-9, 1 strongest, one decimal), " +
  'ntrp (1.5-7.0, two decimals), utr (1.0-16.5, two decimals), simple (1-10, 10 strongest, one decimal)';

/** The club fields of API.md section 4 that a system admin sets (POST /api/admin/clubs). */
export class CreateClubDto {
  @ApiProperty({
    example: 'Riverside Tennis Club',
    maxLength: LIMITS.clubName,
    description: allowedCharactersNote(VALIDATION.clubNameCharacters),
  })
  @Transform(trim)
  @IsString({ message: VALIDATION.clubNameRequired })
  @IsNotEmpty({ message: VALIDATION.clubNameRequired })
  @MaxGraphemes(LIMITS.clubName, { message: VALIDATION.clubNameTooLong })
  @AllowedCharacters(VALIDATION.clubNameCharacters)
  name!: string;

  @ApiProperty({
    example: 'riverside',
    description:
      '3-63 of a-z, 0-9 and -, not starting or ending with -, not reserved; trimmed and lower-cased',
  })
  @Transform(normaliseSubdomain)
  @Satisfies('isSubdomain', isValidSubdomain, VALIDATION.subdomainInvalid)
  subdomain!: string;

  @ApiPropertyOptional({ type: String, nullable: true, description: 'http(s) URL; empty for none' })
  @Transform(trimToNull)
  @IsOptional()
  @Satisfies('isHttpUrl', isHttpUrl, VALIDATION.logoInvalid)
  logo?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: LIMITS.clubSubscriptionId })
  @Transform(trimToNull)
  @IsOptional()
  @IsString({ message: VALIDATION.clubTextInvalid })
  @MaxGraphemes(LIMITS.clubSubscriptionId, { message: VALIDATION.subscriptionIdTooLong })
  subscription_id?: string | null;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    maxLength: LIMITS.clubDescription,
    description: allowedCharactersNote(VALIDATION.descriptionCharacters, true),
  })
  @Transform(trimToNull)
  @IsOptional()
  @IsString({ message: VALIDATION.clubTextInvalid })
  @MaxGraphemes(LIMITS.clubDescription, { message: VALIDATION.clubDescriptionTooLong })
  @AllowedCharacters(VALIDATION.descriptionCharacters, { multiline: true })
  description?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, example: 'office@riverside.test' })
  @Transform(trimToNull)
  @IsOptional()
  @IsEmailAddress()
  email?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: LIMITS.clubPhone })
  @Transform(trimToNull)
  @IsOptional()
  @IsString({ message: VALIDATION.clubTextInvalid })
  @MaxGraphemes(LIMITS.clubPhone, { message: VALIDATION.phoneTooLong })
  phone?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, description: 'http(s) URL; empty for none' })
  @Transform(trimToNull)
  @IsOptional()
  @Satisfies('isHttpUrl', isHttpUrl, VALIDATION.websiteInvalid)
  website?: string | null;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    maxLength: LIMITS.clubText,
    description: allowedCharactersNote(VALIDATION.addressCharacters),
  })
  @Transform(trimToNull)
  @IsOptional()
  @IsString({ message: VALIDATION.clubTextInvalid })
  @MaxGraphemes(LIMITS.clubText, { message: VALIDATION.textTooLong })
  @AllowedCharacters(VALIDATION.addressCharacters)
  address?: string | null;

  @ApiPropertyOptional({
    example: 'Europe/London',
    default: DEFAULT_CLUB_TIMEZONE,
    description: 'IANA time zone',
  })
  @Transform(normaliseTimeZone)
  @IfSent()
  @Satisfies('isIanaTimeZone', isIanaTimeZone, VALIDATION.timezoneInvalid)
  timezone?: string;

  @ApiPropertyOptional({
    enum: LOCALES,
    default: 'en',
    description: 'Language for people who have not chosen one',
  })
  @IfSent()
  @IsIn(LOCALES, { message: LOCALE_MESSAGE })
  default_locale?: Locale;

  @ApiPropertyOptional({ enum: RATING_SCALES, default: 'simple', description: RATING_SCALE_DESCRIPTION })
  @IfSent()
  @IsIn(RATING_SCALES, { message: VALIDATION.ratingScaleInvalid })
  rating_scale?: RatingScale;

  @ApiPropertyOptional({
    deprecated: true,
    description:
      "Kept for older clients: true sets join_policy 'open', false 'closed' (join_policy wins when both are sent)",
  })
  @IfSent()
  @IsBoolean({ message: VALIDATION.booleanInvalid })
  allow_guest_signup?: boolean;

  @ApiPropertyOptional({
    enum: JOIN_POLICIES,
    description: `Who may join: open (anyone who signs in becomes a clubguest), request (they ask, staff decide) or closed. Default ${DEFAULT_JOIN_POLICY}, or what allow_guest_signup says when only it is sent`,
  })
  @IfSent()
  @IsIn(JOIN_POLICIES, { message: VALIDATION.joinPolicyInvalid })
  join_policy?: JoinPolicy;

  @ApiPropertyOptional({ default: true, description: 'Shown in the public club picker' })
  @IfSent()
  @IsBoolean({ message: VALIDATION.booleanInvalid })
  listed?: boolean;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    example: 'captain@riverside.test',
    description: "Becomes the new club's clubsuperadmin (the user is created when new)",
  })
  @Transform(trimToNull)
  @IsOptional()
  @IsEmailAddress()
  owner_email?: string | null;

  @ApiPropertyOptional({
    default: true,
    description:
      'Mail owner_email an invitation (a sign-in link valid INVITATION_TTL_DAYS days); false: no mail',
  })
  @IfSent()
  @IsBoolean({ message: VALIDATION.booleanInvalid })
  invite?: boolean;
}

/**
 * PUT /api/admin/clubs/:id: any of the create fields but owner_email and invite. A field left out stays as
 * it is; a required field sent as null is invalid; an optional text sent as null or '' is cleared.
 * The language and the rating scale change through the club's settings (PUT /api/club/settings),
 * where a new scale converts the stored levels.
 */
@RefusedTextOnlyWhenChanged()
export class UpdateClubDto extends PartialType(
  OmitType(CreateClubDto, ['owner_email', 'invite', 'default_locale', 'rating_scale'] as const),
  {
    skipNullProperties: false,
  },
) {}
