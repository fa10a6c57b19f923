import type { AdminClub } from '@courtside/core';

export type { AdminClub };

/** PUT /api/admin/clubs/:id: every editable field; an optional text sent as null is cleared. */
export type ClubInput = Omit<
  AdminClub,
  'id' | 'created_at' | 'user_count' | 'event_count' | 'default_locale'
>;

/** POST /api/admin/clubs: the same fields plus the owner, who becomes its clubsuperadmin. */
export interface CreateClubInput extends ClubInput {
  owner_email?: string;
}
