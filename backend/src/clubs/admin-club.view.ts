import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type { Club } from './club.entity';

/** A club as the system console sees it: every field of API.md section 4 plus two counts. */
export class AdminClubView {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ example: 'Riverside Tennis Club' }) name!: string;
  @ApiProperty({ example: 'riverside' }) subdomain!: string;
  @ApiPropertyOptional({ type: String, nullable: true }) logo!: string | null;
  @ApiPropertyOptional({ type: String, nullable: true }) subscription_id!: string | null;
  @ApiPropertyOptional({ type: String, nullable: true }) description!: string | null;
  @ApiPropertyOptional({ type: String, nullable: true }) email!: string | null;
  @ApiPropertyOptional({ type: String, nullable: true }) phone!: string | null;
  @ApiPropertyOptional({ type: String, nullable: true }) website!: string | null;
  @ApiPropertyOptional({ type: String, nullable: true }) address!: string | null;
  @ApiProperty({ example: 'Europe/London' }) timezone!: string;
  @ApiProperty() allow_guest_signup!: boolean;
  @ApiProperty({ description: 'Shown in the public club picker' }) listed!: boolean;
  @ApiProperty({ type: String, format: 'date-time' }) created_at!: Date;
  @ApiProperty({ description: 'Number of club users (memberships of every type)', example: 42 })
  user_count!: number;
  @ApiProperty({ description: 'Number of events, past and upcoming', example: 7 })
  event_count!: number;
}

export class DeletedClubView {
  @ApiProperty({ format: 'uuid' }) id!: string;
}

/** A clubs row with its counts, as the admin queries select it. */
export type ClubWithCounts = Omit<Club, 'updated_at'> & { user_count: number; event_count: number };

export function toAdminClub(club: ClubWithCounts): AdminClubView {
  return {
    id: club.id,
    name: club.name,
    subdomain: club.subdomain,
    logo: club.logo,
    subscription_id: club.subscription_id,
    description: club.description,
    email: club.email,
    phone: club.phone,
    website: club.website,
    address: club.address,
    timezone: club.timezone,
    allow_guest_signup: club.allow_guest_signup,
    listed: club.listed,
    created_at: club.created_at,
    user_count: club.user_count,
    event_count: club.event_count,
  };
}
