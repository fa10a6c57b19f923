/**
 * Joining a club (API.md section 12): whether people who are not yet users of a club may sign in
 * as guests (`open`), ask to join (`request`) or not at all (`closed`).
 */
export const JOIN_POLICIES = ['open', 'request', 'closed'] as const;
export type JoinPolicy = (typeof JOIN_POLICIES)[number];

/** Clubs created from now on ask; existing clubs were migrated from `allow_guest_signup`. */
export const DEFAULT_JOIN_POLICY: JoinPolicy = 'request';

export function isJoinPolicy(value: unknown): value is JoinPolicy {
  return typeof value === 'string' && (JOIN_POLICIES as readonly string[]).includes(value);
}

/** The old boolean setting, read from the policy: only `open` lets strangers in as guests. */
export function allowsGuestSignup(policy: JoinPolicy): boolean {
  return policy === 'open';
}

export const JOIN_REQUEST_STATUSES = ['pending', 'approved', 'declined'] as const;
export type JoinRequestStatus = (typeof JOIN_REQUEST_STATUSES)[number];

/** What a request may be approved as. */
export const JOIN_APPROVE_TYPES = ['clubmember', 'clubguest'] as const;
export type JoinApproveType = (typeof JOIN_APPROVE_TYPES)[number];

export const JOIN_REQUEST_LIMITS = {
  /** Requests waiting at one club at a time (429 past it). */
  pendingMax: 100,
  /** After a decline, a new request is refused this long (409). */
  refusalDays: 30,
  /** Declined requests are deleted this long after the decision. */
  declinedKeptDays: 30,
  /** Pending requests expire (with a mail) this long after they were made. */
  pendingExpireDays: 90,
  /** Staff get at most one `join_requested` digest in this many minutes. */
  digestMinutes: 60,
  /** The decline reason and the joiner's message. */
  reasonMax: 300,
  messageMax: 1000,
} as const;

/** The pending joiner's own request, as the session check and `GET /api/me/join-request` show it. */
export interface OwnJoinRequest {
  status: JoinRequestStatus;
  created_at: string;
}
