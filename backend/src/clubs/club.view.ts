import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type { Club } from './club.entity';

/** What anyone may see of a club: everything but its billing reference. */
export class PublicClubView {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ example: 'Riverside Tennis Club' }) name!: string;
  @ApiProperty({ example: 'riverside' }) subdomain!: string;
  @ApiPropertyOptional({ type: String, nullable: true }) logo!: string | null;
  @ApiPropertyOptional({ type: String, nullable: true }) description!: string | null;
  @ApiPropertyOptional({ type: String, nullable: true }) email!: string | null;
  @ApiPropertyOptional({ type: String, nullable: true }) phone!: string | null;
  @ApiPropertyOptional({ type: String, nullable: true }) website!: string | null;
  @ApiPropertyOptional({ type: String, nullable: true }) address!: string | null;
  @ApiProperty({ example: 'Europe/London' }) timezone!: string;
  @ApiProperty() allow_guest_signup!: boolean;
}

export class ClubListItemView {
  @ApiProperty() name!: string;
  @ApiProperty() subdomain!: string;
  @ApiPropertyOptional({ type: String, nullable: true }) logo!: string | null;
}

export function toPublicClub(club: Club): PublicClubView {
  const {
    id,
    name,
    subdomain,
    logo,
    description,
    email,
    phone,
    website,
    address,
    timezone,
    allow_guest_signup,
  } = club;
  return {
    id,
    name,
    subdomain,
    logo,
    description,
    email,
    phone,
    website,
    address,
    timezone,
    allow_guest_signup,
  };
}
