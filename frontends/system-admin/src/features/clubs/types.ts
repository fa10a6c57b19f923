/** A club as the system console sees it (API.md section 4): every field plus two counts. */
export interface AdminClub {
  id: string;
  name: string;
  subdomain: string;
  logo: string | null;
  subscription_id: string | null;
  description: string | null;
  email: string | null;
  phone: string | null;
  website: string | null;
  address: string | null;
  timezone: string;
  allow_guest_signup: boolean;
  listed: boolean;
  created_at: string;
  user_count: number;
  event_count: number;
}

/** PUT /api/admin/clubs/:id; an optional text sent as null is cleared. */
export interface ClubInput {
  name: string;
  subdomain: string;
  logo: string | null;
  subscription_id: string | null;
  description: string | null;
  email: string | null;
  phone: string | null;
  website: string | null;
  address: string | null;
  timezone: string;
  allow_guest_signup: boolean;
  listed: boolean;
}

/** POST /api/admin/clubs: the same fields plus the owner, who becomes its clubsuperadmin. */
export interface CreateClubInput extends ClubInput {
  owner_email?: string;
}
