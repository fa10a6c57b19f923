import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { PUSH_LIMITS, VALIDATION } from '@courtside/domain';
import { Type } from 'class-transformer';
import {
  IsDefined,
  IsNumber,
  IsObject,
  IsOptional,
  IsString,
  Matches,
  MaxLength,
  ValidateNested,
} from 'class-validator';

/** base64url with optional padding, as browsers' PushSubscription.toJSON() gives the keys. */
const P256DH = /^B[A-Za-z0-9_-]{86}={0,1}$/;
const AUTH = /^[A-Za-z0-9_-]{22}(==)?$/;

/** The browser's keys: the P-256 public key (65 bytes, uncompressed) and the 16-byte auth secret. */
export class PushKeysDto {
  @ApiProperty({ description: 'base64url of the 65-byte uncompressed P-256 public key' })
  @IsString({ message: VALIDATION.pushKeysInvalid })
  @Matches(P256DH, { message: VALIDATION.pushKeysInvalid })
  p256dh!: string;

  @ApiProperty({ description: 'base64url of the 16-byte auth secret' })
  @IsString({ message: VALIDATION.pushKeysInvalid })
  @Matches(AUTH, { message: VALIDATION.pushKeysInvalid })
  auth!: string;
}

/** `POST /api/me/push-subscriptions`: what `PushSubscription.toJSON()` gives (expirationTime may come along). */
export class PushSubscriptionDto {
  @ApiProperty({
    description: 'The https push endpoint; its host must be on PUSH_ALLOWED_HOSTS',
    example: 'https://fcm.googleapis.com/fcm/send/…',
  })
  @IsString({ message: VALIDATION.pushEndpointInvalid })
  @MaxLength(PUSH_LIMITS.endpointMax, { message: VALIDATION.pushEndpointInvalid })
  endpoint!: string;

  @ApiProperty({ type: PushKeysDto })
  @IsDefined({ message: VALIDATION.pushKeysInvalid })
  @IsObject({ message: VALIDATION.pushKeysInvalid })
  @ValidateNested()
  @Type(() => PushKeysDto)
  keys!: PushKeysDto;

  @ApiPropertyOptional({ type: Number, nullable: true, description: 'Ignored (browsers send null)' })
  @IsOptional()
  @IsNumber({}, { message: VALIDATION.pushKeysInvalid })
  expirationTime?: number | null;
}

/** `DELETE /api/me/push-subscriptions?endpoint=`. */
export class PushEndpointQuery {
  @ApiProperty({ description: 'The endpoint of the device to remove' })
  @IsString({ message: VALIDATION.pushEndpointInvalid })
  @MaxLength(PUSH_LIMITS.endpointMax, { message: VALIDATION.pushEndpointInvalid })
  endpoint!: string;
}

export class PushPublicKeyView {
  @ApiProperty({ description: "The VAPID public key (base64url), the service worker's applicationServerKey" })
  public_key!: string;
}

export class PushSubscriptionView {
  @ApiProperty() endpoint!: string;
  @ApiProperty({ description: 'Whether this is the first device of the person here (push was turned on)' })
  first_device!: boolean;
}

export class PushRemovedView {
  @ApiProperty({ description: 'Whether the person had that device here (false: nothing to remove)' })
  removed!: boolean;
}
