import type { ClubRole, SystemRole } from '@courtside/domain';
import { randomUUID } from 'node:crypto';
import { SessionsService } from '../../src/common/auth/sessions.service';
import { signIn } from './sessions';
import type { TestApp } from './test-app';

/** Who the fuzzer calls as: signed out, each club role, a user of another club, system staff. */
export const FUZZ_ROLES = [
  'out',
  'clubmember',
  'clubguest',
  'cluborganiser',
  'clubadmin',
  'clubsuperadmin',
  'otherclub',
  'systemadmin',
  'systemmanager',
  // Signed in at the home club with no membership there: a pending joiner (API.md section 12).
  'joiner',
] as const;
export type FuzzRole = (typeof FUZZ_ROLES)[number];

interface Caller {
  id: string;
  email: string;
  kind: 'club' | 'system';
  userType: ClubRole | SystemRole;
  /** The club the caller belongs to (club callers). */
  clubId: string | null;
}

export interface FuzzClub {
  id: string;
  name: string;
  subdomain: string;
}

/** Ids of the fuzzer's own objects, by kind, for path parameters. */
export interface FuzzIds {
  events: string[];
  signups: string[];
  clubUsers: string[];
  clubs: string[];
  systemUsers: string[];
  /** The same kinds at the other club: a caller at home naming them must get 404. */
  awayEvents: string[];
  awaySignups: string[];
  awayClubUsers: string[];
  /** Pending requests to join, at home and at the other club. */
  joinRequests: string[];
  awayJoinRequests: string[];
}

/**
 * The fuzzer's own world, in a database of its own: a home club with one caller per role, another
 * club with its admin, events, sign-ups, spare members, spare clubs and a spare system user.
 * Generated requests may delete or change any of it (that is the point); repair() puts every row
 * back (same ids) before each request, so one request's writes never decide the next one's answer.
 */
export class FuzzWorld {
  readonly home: FuzzClub;
  readonly away: FuzzClub;
  readonly callers: Record<Exclude<FuzzRole, 'out'>, Caller>;
  readonly ids: FuzzIds;
  private readonly repairSql: string;
  private readonly sessions: SessionsService;

  constructor(private readonly t: TestApp) {
    this.sessions = t.app.get(SessionsService);
    const tag = randomUUID().slice(0, 8);
    const club = (label: string): FuzzClub => ({
      id: randomUUID(),
      name: `Fuzz ${label} ${tag}`,
      subdomain: `fuzz-${label}-${tag}`,
    });
    this.home = club('home');
    this.away = club('away');
    const spareClubs = [club('spare1'), club('spare2')];

    const person = (
      userType: ClubRole | SystemRole,
      kind: 'club' | 'system',
      clubId: string | null,
    ): Caller => ({
      id: randomUUID(),
      email: `fuzz-${userType}-${randomUUID().slice(0, 8)}@fuzz.test`,
      kind,
      userType,
      clubId,
    });
    this.callers = {
      clubmember: person('clubmember', 'club', this.home.id),
      clubguest: person('clubguest', 'club', this.home.id),
      cluborganiser: person('cluborganiser', 'club', this.home.id),
      clubadmin: person('clubadmin', 'club', this.home.id),
      clubsuperadmin: person('clubsuperadmin', 'club', this.home.id),
      otherclub: person('clubadmin', 'club', this.away.id),
      systemadmin: person('systemadmin', 'system', null),
      systemmanager: person('systemmanager', 'system', null),
      // A user without a membership: freshSession opens a pending joiner's session for them.
      joiner: person('clubmember', 'club', this.home.id),
    };
    const joiner = this.callers.joiner;
    const spareMembers = [
      person('clubmember', 'club', this.home.id),
      person('clubguest', 'club', this.home.id),
    ];
    const awayMember = person('clubmember', 'club', this.away.id);
    const spareSystemUser = person('systemmanager', 'system', null);

    const event = (clubId: string, days: number, capacity: number | null) => ({
      id: randomUUID(),
      clubId,
      days,
      capacity,
    });
    const events = [event(this.home.id, 2, null), event(this.home.id, -3, null), event(this.home.id, 5, 1)];
    const awayEvent = event(this.away.id, 2, null);
    const signup = (clubId: string, eventId: string, userId: string) => ({
      id: randomUUID(),
      clubId,
      eventId,
      userId,
    });
    const signups = [
      signup(this.home.id, events[0].id, spareMembers[0].id),
      signup(this.home.id, events[0].id, this.callers.clubmember.id),
      signup(this.home.id, events[2].id, spareMembers[1].id),
    ];
    const awaySignup = signup(this.away.id, awayEvent.id, awayMember.id);

    const clubCallers = Object.values(this.callers).filter((c) => c.kind === 'club' && c !== joiner);
    // People who asked to join, each with a pending request (one at home, one away).
    const askers = [person('clubmember', 'club', this.home.id), person('clubmember', 'club', this.away.id)];
    const requests = askers.map((p) => ({ id: randomUUID(), clubId: p.clubId!, userId: p.id }));
    this.ids = {
      events: events.map((e) => e.id),
      signups: signups.map((s) => s.id),
      clubUsers: [...spareMembers, ...clubCallers.filter((c) => c.clubId === this.home.id)].map((p) => p.id),
      clubs: [this.home.id, this.away.id, ...spareClubs.map((c) => c.id)],
      systemUsers: [spareSystemUser.id, this.callers.systemadmin.id, this.callers.systemmanager.id],
      awayEvents: [awayEvent.id],
      awaySignups: [awaySignup.id],
      awayClubUsers: [awayMember.id, this.callers.otherclub.id],
      joinRequests: [requests[0].id],
      awayJoinRequests: [requests[1].id],
    };

    // Every value is ours (UUIDs, fixed names): safe to write into one multi-statement query,
    // which puts the whole world back in one round trip.
    const q = (s: string | number | null) =>
      s === null ? 'NULL' : typeof s === 'number' ? String(s) : `'${s}'`;
    const memberships = [...clubCallers, ...spareMembers, awayMember];
    const systemUsers = [this.callers.systemadmin, this.callers.systemmanager, spareSystemUser];
    this.repairSql = [
      `INSERT INTO clubs (id, name, subdomain) VALUES ${[this.home, this.away, ...spareClubs]
        .map((c) => `(${q(c.id)}, ${q(c.name)}, ${q(c.subdomain)})`)
        .join(', ')}
       ON CONFLICT (id) DO UPDATE SET subdomain = EXCLUDED.subdomain`,
      `INSERT INTO users (id, email) VALUES ${[...memberships, joiner, ...askers]
        .map((p) => `(${q(p.id)}, ${q(p.email)})`)
        .join(', ')}
       ON CONFLICT DO NOTHING`,
      // Approving made the asker a member and the joiner may have asked: both as built again.
      `DELETE FROM club_memberships WHERE user_id IN (${[joiner, ...askers].map((p) => q(p.id)).join(', ')})`,
      `DELETE FROM join_requests WHERE user_id = ${q(joiner.id)}`,
      `INSERT INTO join_requests (id, club_id, user_id, name) VALUES ${requests
        .map((r) => `(${q(r.id)}, ${q(r.clubId)}, ${q(r.userId)}, 'Fuzz asker')`)
        .join(', ')}
       ON CONFLICT (id) DO UPDATE SET status = 'pending', user_type = NULL, reason = NULL, decided_at = NULL`,
      `INSERT INTO club_memberships (club_id, user_id, user_type, name) VALUES ${memberships
        .map((p) => `(${q(p.clubId)}, ${q(p.id)}, ${q(p.userType)}, ${q(`Fuzz ${p.userType}`)})`)
        .join(', ')}
       ON CONFLICT (club_id, user_id) DO UPDATE SET user_type = EXCLUDED.user_type`,
      `INSERT INTO system_users (id, email, name, user_type) VALUES ${systemUsers
        .map((p) => `(${q(p.id)}, ${q(p.email)}, 'Fuzz staff', ${q(p.userType)})`)
        .join(', ')}
       ON CONFLICT DO NOTHING`,
      ...systemUsers.map((p) => `UPDATE system_users SET user_type = ${q(p.userType)} WHERE id = ${q(p.id)}`),
      `INSERT INTO events (id, club_id, name, start_time, end_time, capacity) VALUES ${[...events, awayEvent]
        .map(
          (e) =>
            `(${q(e.id)}, ${q(e.clubId)}, 'Fuzz event', date_trunc('day', now()) + make_interval(days => ${e.days}, hours => 18),
              date_trunc('day', now()) + make_interval(days => ${e.days}, hours => 20), ${q(e.capacity)})`,
        )
        .join(', ')}
       ON CONFLICT DO NOTHING`,
      `INSERT INTO signups (id, club_id, event_id, user_id, status) VALUES ${[...signups, awaySignup]
        .map((s) => `(${q(s.id)}, ${q(s.clubId)}, ${q(s.eventId)}, ${q(s.userId)}, 'confirmed')`)
        .join(', ')}
       ON CONFLICT DO NOTHING`,
    ].join(';\n');
  }

  /** Puts every row of the world back as it was built (ids kept). */
  async repair(): Promise<void> {
    await this.t.db.query(this.repairSql);
  }

  get cookieName(): string {
    return this.sessions.cookieName;
  }

  /** A fresh session for `role` (a request may end the one before it), or null when signed out. */
  async freshSession(role: FuzzRole): Promise<string | null> {
    if (role === 'out') return null;
    const c = this.callers[role];
    // Through signIn, as every API test makes its sessions; the client is only the cookie's carrier.
    const carrier = await signIn(
      this.t,
      this.t.client(null),
      c.kind === 'club'
        ? { kind: 'club', userId: c.id, clubId: c.clubId!, userType: role === 'joiner' ? null : c.userType }
        : { kind: 'system', systemUserId: c.id, userType: c.userType },
    );
    return carrier.cookies.get(this.sessions.cookieName) ?? null;
  }

  /** The host a role's browser lives on. */
  ownSubdomain(role: FuzzRole): string | null {
    if (role === 'otherclub') return this.away.subdomain;
    if (role === 'systemadmin' || role === 'systemmanager') return null;
    return this.home.subdomain;
  }
}
