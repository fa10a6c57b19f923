import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { allowsGuestSignup } from '@courtside/domain';
import { PublicClubView } from './club.view';
import type { AdminClubRow } from './clubs.store';

/** A club as the system console sees it: every field of API.md section 4 plus two counts. */
export class AdminClubView extends PublicClubView {
  @ApiPropertyOptional({ type: String, nullable: true }) subscription_id!: string | null;
  @ApiProperty({ description: 'Shown in the public club picker' }) listed!: boolean;
  @ApiProperty({ type: String, format: 'date-time' }) created_at!: Date;
  @ApiProperty({ description: 'Number of club users (memberships of every type)', example: 42 })
  user_count!: number;
  @ApiProperty({ description: 'Number of events, past and upcoming', example: 7 })
  event_count!: number;
}

export function toAdminClub(club: AdminClubRow): AdminClubView {
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
    allow_guest_signup: allowsGuestSignup(club.join_policy),
    join_policy: club.join_policy,
    default_locale: club.default_locale,
    listed: club.listed,
    created_at: club.created_at,
    user_count: club.user_count,
    event_count: club.event_count,
  };
}
