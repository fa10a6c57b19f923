import type {
  Capability,
  ClubRole,
  EventType,
  RecurringPattern,
  SignupStatus,
  UserType,
} from '@courtside/domain';

export interface AuthUser {
  id: string;
  userId: string;
  email: string;
  name: string | null;
  user_type: UserType;
  permissions: Capability[];
}

export interface PublicClub {
  id: string;
  name: string;
  subdomain: string;
  logo: string | null;
  description: string | null;
  email: string | null;
  phone: string | null;
  website: string | null;
  address: string | null;
  timezone: string;
  allow_guest_signup: boolean;
}

export interface ClubListItem {
  name: string;
  subdomain: string;
  logo: string | null;
}

export interface SessionCheck {
  authenticated: boolean;
  user: AuthUser | null;
  club: PublicClub | null;
  renewed: boolean;
  error?: string;
}

export interface ClubEvent {
  id: string;
  name: string;
  description: string;
  event_type: EventType;
  start_time: string;
  end_time: string;
  recurring_pattern: RecurringPattern;
  location: string;
  capacity: number | null;
  signup_count: number;
  waitlist_count: number;
  my_signup: { id: string; status: SignupStatus } | null;
  created_at: string;
  updated_at: string;
}

export type EventInput = Pick<
  ClubEvent,
  | 'name'
  | 'description'
  | 'event_type'
  | 'start_time'
  | 'end_time'
  | 'recurring_pattern'
  | 'location'
  | 'capacity'
>;

export interface OwnSignup {
  id: string;
  event_id: string;
  event_name: string;
  event_type: EventType;
  event_description: string;
  start_time: string;
  end_time: string;
  location: string;
  status: SignupStatus;
  signup_time: string;
}

export interface EventSignup {
  signup_id: string;
  event_id: string;
  user_id: string;
  name: string | null;
  email: string;
  user_type: ClubRole;
  status: SignupStatus;
  signup_time: string;
}

export interface ClubUser {
  id: string;
  email: string;
  name: string | null;
  user_type: ClubRole;
  created_at: string;
}
