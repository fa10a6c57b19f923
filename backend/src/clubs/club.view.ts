import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  allowsGuestSignup,
  JOIN_POLICIES,
  LOCALES,
  RATING_SCALES,
  WAITLIST_MODES,
  type JoinPolicy,
  type WaitlistMode,
  type Locale,
  type RatingScale,
} from '@courtside/domain';
import type { Club } from '../common/tenancy/club.entity';

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
  @ApiProperty({ description: "Derived from join_policy: true exactly when it is 'open'" })
  allow_guest_signup!: boolean;
  @ApiProperty({
    enum: JOIN_POLICIES,
    description:
      'Who may join (API.md section 12): open (anyone signing in becomes a guest), request (a new person asks to join and staff decide) or closed',
  })
  join_policy!: JoinPolicy;
  @ApiProperty({ enum: LOCALES, description: "The club's language for people who have not chosen one" })
  default_locale!: Locale;
}

/** `GET /api/club`: the public club and its rating settings, so members' screens know the scale. */
export class ClubView extends PublicClubView {
  @ApiProperty({
    enum: RATING_SCALES,
    description: "The scale members' levels are on (API.md section 10): knltb, ntrp, utr or simple",
  })
  rating_scale!: RatingScale;
  @ApiProperty({ description: 'Whether members may set their own level (PUT /api/me/level)' })
  self_rating!: boolean;
  @ApiProperty({
    enum: WAITLIST_MODES,
    description:
      'What a freed place does (API.md section 13): auto confirms the next waitlisted person; offer offers it to them to accept or decline',
  })
  waitlist_mode!: WaitlistMode;
  @ApiProperty({
    description:
      'Members see who is confirmed for an event (GET /api/events/:id/participants); off: only the counts',
  })
  show_participants!: boolean;
  @ApiProperty({
    description:
      'Upcoming events marked public_card can be shared as a page at /e/:id (API.md section 15); off: the app offers no Share',
  })
  public_event_cards!: boolean;
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
    join_policy,
    default_locale,
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
    allow_guest_signup: allowsGuestSignup(join_policy),
    join_policy,
    default_locale,
  };
}

export function toClubView(club: Club): ClubView {
  return {
    ...toPublicClub(club),
    rating_scale: club.rating_scale,
    self_rating: club.self_rating,
    waitlist_mode: club.waitlist_mode,
    show_participants: club.show_participants,
    public_event_cards: club.public_event_cards,
  };
}
