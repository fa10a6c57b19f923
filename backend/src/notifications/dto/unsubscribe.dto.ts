import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { NOTIFICATION_KINDS, VALIDATION, type NotificationKind } from '@courtside/domain';
import { IsIn, IsOptional } from 'class-validator';

/** What an unsubscribe link stands for, for the page that asks first (`/unsubscribe?token=`). */
export class UnsubscribeView {
  @ApiProperty({ enum: NOTIFICATION_KINDS, description: 'The kind of mail the link switches off' })
  kind!: NotificationKind;

  @ApiProperty({ example: 'Riverside Tennis Club' })
  club_name!: string;

  @ApiProperty({ example: 'm•••@riverside.test', description: 'Whose mails: the address, half hidden' })
  email!: string;

  @ApiProperty({ description: 'Whether that kind is on for the person now (false after the POST)' })
  subscribed!: boolean;
}

/**
 * The one-click POST's body (RFC 8058): `List-Unsubscribe=One-Click` as
 * application/x-www-form-urlencoded, as mail providers send it. An empty body (the page's own
 * button) does the same.
 */
export class OneClickUnsubscribeDto {
  @ApiPropertyOptional({ enum: ['One-Click'], example: 'One-Click' })
  @IsOptional()
  @IsIn(['One-Click'], { message: VALIDATION.oneClickBodyInvalid })
  'List-Unsubscribe'?: 'One-Click';
}
