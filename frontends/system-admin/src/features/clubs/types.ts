import type { AdminClub } from '@courtside/core';
import type { Locale, RatingScale } from '@courtside/domain';

export type { AdminClub };

/** PUT /api/admin/clubs/:id: every editable field; an optional text sent as null is cleared. */
export type ClubInput = Omit<
  AdminClub,
  'id' | 'created_at' | 'user_count' | 'event_count' | 'default_locale' | 'allow_guest_signup'
>;

/**
 * POST /api/admin/clubs: the same fields plus the owner, who becomes its clubsuperadmin, and the
 * club's language and rating scale (later its staff's to change, in the club's settings).
 */
export interface CreateClubInput extends ClubInput {
  owner_email?: string;
  default_locale?: Locale;
  rating_scale?: RatingScale;
}
