import type { ClubRole, EventType, RecurringPattern, SystemRole, WaitlistMode } from '@courtside/domain';
import type { DataSource, EntityManager } from 'typeorm';
import { meStore } from '../me/me.store';
import { membershipStore } from '../users/memberships.store';
import { peopleStore } from '../users/people.store';
import { seedDraw, seedLevels, type DemoDraw, type DemoLevels } from './demo-draws';
import { seedSeries, type DemoSeries } from './demo-series';
import { seedNotificationSettings } from './demo-notifications';
import { seedAuditLog } from './demo-audit';
import { seedAttendance } from './demo-attendance';
import { seedMessages } from './demo-messages';
import { seedJoinRequests } from './demo-join-requests';

interface DemoClub {
  name: string;
  subdomain: string;
  description: string;
  email: string;
  phone: string;
  website: string;
  address: string;
  users: [email: string, name: string, role: ClubRole][];
  /**
   * E-mails of members who hide their name from other members (profile `show_my_name`): they
   * read `Member` in who's coming and in a published draw, except to staff and themselves.
   */
  hiddenNames?: string[];
  /** Upcoming public events shown at /e/:id (API.md section 15); on when left out. */
  publicEventCards?: boolean;
  /** What a freed place does (API.md section 13); the clubs' default (auto) when left out. */
  waitlistMode?: WaitlistMode;
  events: DemoEvent[];
  /** Recurring series (API.md section 8), made after the events. */
  series?: DemoSeries[];
  /** Playing levels (API.md section 10), set before the events (a draw reads them). */
  levels?: DemoLevels;
}

interface DemoEvent {
  name: string;
  type: EventType;
  /** Days from today (negative: past), start hour and minute, length in minutes. */
  day: number;
  at: [number, number];
  minutes: number;
  description?: string;
  location?: string;
  capacity?: number;
  pattern?: RecurringPattern;
  /** E-mails signed up, in sign-up order. */
  signups?: string[];
  /** Sign-ups of people who have since left the club (a past event's): listed as 'Former member'. */
  formerMembers?: number;
  /** A mix-in draw made from the confirmed sign-ups. */
  draw?: DemoDraw;
  /**
   * A full event whose last place was freed and is offered (API.md section 13): the sign-up at
   * index capacity − 1 holds an open offer (24 hours left), those after it wait.
   */
  openOffer?: boolean;
  /** Its share card (API.md section 15): set on the event; left out, it follows its kind. */
  publicCard?: boolean;
}

/** Riverside's mix-in regulars: e-mail, name, KNLTB level. */
const MIX_IN_REGULARS: [string, string, number][] = [
  ['noah.jansen@riverside.test', 'Noah Jansen', 3.4],
  ['emma.devries@riverside.test', 'Emma de Vries', 6],
  ['liam.walsh@riverside.test', 'Liam Walsh', 8.2],
  ['sofia.rossi@riverside.test', 'Sofia Rossi', 5.1],
  ['oliver.brown@riverside.test', 'Oliver Brown', 7.3],
  ['mia.kowalski@riverside.test', 'Mia Kowalski', 6.6],
  ['jack.taylor@riverside.test', 'Jack Taylor', 9],
  ['ava.murphy@riverside.test', 'Ava Murphy', 5.7],
  ['lucas.meyer@riverside.test', 'Lucas Meyer', 7.9],
  ['isla.campbell@riverside.test', 'Isla Campbell', 6.4],
];

/** The 18 players of Riverside's mix-ins (not the guest: guests do not sign up themselves). */
const MIX_IN_PLAYERS = [
  'owner@riverside.test',
  'admin@riverside.test',
  'organiser@riverside.test',
  'member@riverside.test',
  'priya.shah@riverside.test',
  'tom.baker@riverside.test',
  'lena.fischer@riverside.test',
  'sam.okafor@riverside.test',
  ...MIX_IN_REGULARS.map(([email]) => email),
];

const RIVERSIDE: DemoClub = {
  name: 'Riverside Tennis Club',
  subdomain: 'riverside',
  description: 'A friendly club of six floodlit courts on the river path, open to all ages and standards.',
  email: 'secretary@riverside.test',
  phone: '01632 960 101',
  website: 'https://riverside.example.org',
  address: '1 Towpath Lane, Riverside, RV1 2TC',
  users: [
    ['owner@riverside.test', 'Olivia Owen', 'clubsuperadmin'],
    ['admin@riverside.test', 'Adam Archer', 'clubadmin'],
    ['organiser@riverside.test', 'Orla Ortiz', 'cluborganiser'],
    ['member@riverside.test', 'Max Miller', 'clubmember'],
    ['guest@riverside.test', 'Grace Green', 'clubguest'],
    ['priya.shah@riverside.test', 'Priya Shah', 'clubmember'],
    ['tom.baker@riverside.test', 'Tom Baker', 'clubmember'],
    ['lena.fischer@riverside.test', 'Lena Fischer', 'clubmember'],
    ['sam.okafor@riverside.test', '', 'clubmember'],
    // Regulars of the mix-ins (with the people above, 18 players).
    ...MIX_IN_REGULARS.map(([email, name]): [string, string, ClubRole] => [email, name, 'clubmember']),
  ],
  // A player of the published mix-ins.
  hiddenNames: ['isla.campbell@riverside.test'],
  events: [
    {
      // The event to share: a public card at /e/:id with three places left.
      name: 'Social Mix-in Evening',
      type: 'mixin',
      day: 4,
      at: [19, 30],
      minutes: 120,
      location: 'Courts 1-4',
      capacity: 16,
      description: 'Mixed doubles with new partners every round, then drinks. All standards welcome.',
      publicCard: true,
      signups: MIX_IN_PLAYERS.slice(0, 13),
    },
    {
      name: 'Junior Coaching Clinic',
      type: 'training',
      day: 3,
      at: [16, 0],
      minutes: 60,
      location: 'Court 5',
      capacity: 3,
      description: 'Footwork and serve technique with our head coach. Limited places.',
      signups: [
        'organiser@riverside.test',
        'priya.shah@riverside.test',
        'lena.fischer@riverside.test',
        'member@riverside.test',
        'tom.baker@riverside.test',
      ],
    },
    {
      name: 'Saturday Morning Mix-in',
      type: 'mixin',
      day: 5,
      at: [9, 30],
      minutes: 150,
      pattern: 'weekly',
      location: 'All courts',
      description: 'Our busiest session of the week: turn up, get matched, play.',
      signups: ['admin@riverside.test', 'lena.fischer@riverside.test'],
    },
    {
      name: 'Club Championships: Round 1',
      type: 'tournament',
      day: 7,
      at: [10, 0],
      minutes: 480,
      location: 'All courts',
      capacity: 32,
      description: 'Singles and doubles draws. Sign up by Friday; the draw is published on the noticeboard.',
    },
    {
      name: 'Cardio Tennis',
      type: 'training',
      day: 8,
      at: [19, 0],
      minutes: 60,
      pattern: 'weekly',
      location: 'Courts 5-6',
      capacity: 12,
      description: 'A high-energy drills session set to music. Bring water.',
    },
    {
      name: 'Committee Meeting',
      type: 'meeting',
      day: 9,
      at: [20, 0],
      minutes: 90,
      location: 'Clubhouse',
      description: 'Monthly committee meeting. Members are welcome to attend.',
      pattern: 'monthly',
    },
    {
      name: 'Summer Social & Barbecue',
      type: 'social',
      day: 12,
      at: [17, 0],
      minutes: 240,
      location: 'Clubhouse terrace',
      capacity: 60,
      description: 'Food, drinks and a fun round-robin. Family and friends welcome.',
      signups: ['owner@riverside.test', 'member@riverside.test'],
    },
    {
      name: 'Ladies Doubles Morning',
      type: 'mixin',
      day: 13,
      at: [10, 0],
      minutes: 120,
      location: 'Courts 1-2',
      pattern: 'weekly',
    },
    {
      name: 'Beginners Course (week 1)',
      type: 'training',
      day: 15,
      at: [18, 0],
      minutes: 60,
      location: 'Court 6',
      capacity: 8,
      description: 'Six weekly sessions for adults new to tennis. Rackets can be borrowed.',
    },
    {
      name: 'Doubles Ladder Evening',
      type: 'tournament',
      day: 17,
      at: [18, 30],
      minutes: 150,
      location: 'Courts 1-4',
      description: 'Challenge the pair above you on the ladder.',
    },
    {
      name: 'Court Maintenance Volunteer Day',
      type: 'other',
      day: 20,
      at: [9, 0],
      minutes: 180,
      location: 'All courts',
      description: 'Help us brush, line and tidy the courts before the summer season.',
    },
    {
      name: 'Annual General Meeting',
      type: 'meeting',
      day: 26,
      at: [19, 30],
      minutes: 120,
      location: 'Clubhouse',
      description: 'Reports, accounts and election of the committee.',
    },
    {
      // A mix-in in the next days, its draw published: members see their courts.
      name: 'Club Night Mix-in',
      type: 'mixin',
      day: 2,
      at: [19, 0],
      minutes: 120,
      location: 'Courts 1-4',
      description: 'Doubles at your own level with rotating partners: the draw is out.',
      signups: MIX_IN_PLAYERS,
      draw: {
        courts: ['Court 1', 'Court 2', 'Court 3', 'Court 4'],
        rounds: 6,
        roundMinutes: 20,
        seed: 20260,
        published: true,
      },
    },
    {
      // Tonight's mix-in: 16 players on 3 courts, the draw published, then one player cancelled;
      // the draw is stale and the organiser repairs it (API.md section 14). Three courts, so a
      // drop-out moves only some players (with every court full, all would take a turn out).
      name: "Tonight's Mix-in",
      type: 'mixin',
      day: 0,
      at: [19, 30],
      minutes: 120,
      location: 'Courts 1-3',
      description: 'Doubles at your own level with rotating partners: the draw is out.',
      signups: MIX_IN_PLAYERS.slice(0, 16),
      draw: {
        courts: ['Court 1', 'Court 2', 'Court 3'],
        rounds: 6,
        roundMinutes: 20,
        seed: 20261,
        published: true,
        cancelledAfterPublishing: [MIX_IN_PLAYERS[8]],
      },
    },
    {
      // The same 18 players, no draw yet: for an organiser to make one.
      name: 'Summer Doubles Mix-in',
      type: 'mixin',
      day: 10,
      at: [19, 0],
      minutes: 120,
      location: 'Courts 1-4',
      description: 'Skill-balanced doubles, partners rotated every round.',
      signups: MIX_IN_PLAYERS,
    },
    {
      name: 'Spring Mix-in',
      type: 'mixin',
      day: -6,
      at: [18, 30],
      minutes: 120,
      location: 'Courts 1-4',
      description: 'Last week’s mix-in.',
      signups: ['member@riverside.test', 'tom.baker@riverside.test'],
      formerMembers: 1,
    },
  ],
  levels: {
    // KNLTB speelsterkte: 1 strongest, 9 weakest; most members 5-8. Sam has none (the draw gives
    // him the club's median); Max and Lena rated themselves.
    scale: 'knltb',
    levels: {
      'owner@riverside.test': 5.5,
      'admin@riverside.test': 6.3,
      'organiser@riverside.test': 7,
      'member@riverside.test': 6.8,
      'priya.shah@riverside.test': 4.1,
      'tom.baker@riverside.test': 7.6,
      'lena.fischer@riverside.test': 5.9,
      ...Object.fromEntries(MIX_IN_REGULARS.map(([email, , level]) => [email, level])),
    },
    selfRated: ['member@riverside.test', 'lena.fischer@riverside.test'],
  },
  series: [
    {
      // The club's weekly mix-in: open-ended, with standing sign-ups, one date called off and
      // one moved to the Thursday.
      name: 'Wednesday Evening Mix-in',
      type: 'mixin',
      rule: 'FREQ=WEEKLY;BYDAY=WE',
      at: '19:00',
      minutes: 120,
      location: 'Courts 1-4',
      description:
        'Social doubles, partners rotated every 20 minutes. All standards welcome; balls provided.',
      capacity: 16,
      // Sign-ups for each Wednesday open on the Monday before at 20:00 (47 hours before 19:00).
      signupOpensHoursBefore: 47,
      subscribers: ['member@riverside.test', 'priya.shah@riverside.test', 'tom.baker@riverside.test'],
      cancel: 2,
      move: { index: 3, days: 1, at: '19:00' },
    },
    {
      name: 'Monthly Club Tournament',
      type: 'tournament',
      rule: 'FREQ=MONTHLY;BYDAY=1SA',
      at: '10:00',
      minutes: 360,
      location: 'All courts',
      description: 'Doubles tournament on the first Saturday of the month, March to September.',
      capacity: 32,
      untilDays: 180,
      subscribers: ['lena.fischer@riverside.test'],
    },
  ],
};

const HARBOUR: DemoClub = {
  name: 'Harbour Lawn Tennis Club',
  subdomain: 'harbour',
  description: 'Grass and hard courts overlooking the harbour.',
  email: 'hello@harbour.test',
  phone: '01632 960 202',
  website: 'https://harbour.example.org',
  address: 'Quay Road, Harbour, HB2 9QR',
  users: [
    ['admin@harbour.test', 'Hannah Hale', 'clubadmin'],
    ['member@harbour.test', 'Harry Hughes', 'clubmember'],
    ['nadia.berg@harbour.test', 'Nadia Berg', 'clubmember'],
    ['owen.price@harbour.test', 'Owen Price', 'clubmember'],
    ['ruth.keane@harbour.test', 'Ruth Keane', 'clubmember'],
    ['felix.ward@harbour.test', 'Felix Ward', 'clubmember'],
    ['jade.moss@harbour.test', 'Jade Moss', 'clubmember'],
  ],
  // Freed places are offered to the next person, to accept or decline.
  waitlistMode: 'offer',
  events: [
    {
      name: 'Harbour Sunday Doubles',
      type: 'mixin',
      day: 3,
      at: [10, 0],
      minutes: 120,
      location: 'Hard courts',
      capacity: 4,
      description: 'One court of doubles, rotating partners. Full: a freed place is offered to the waitlist.',
      signups: [
        'nadia.berg@harbour.test',
        'owen.price@harbour.test',
        'ruth.keane@harbour.test',
        'member@harbour.test',
        'felix.ward@harbour.test',
        'jade.moss@harbour.test',
      ],
      openOffer: true,
    },
    {
      name: 'Harbour Friday Mix-in',
      type: 'mixin',
      day: 4,
      at: [18, 0],
      minutes: 120,
      location: 'Grass courts',
      pattern: 'weekly',
      signups: ['member@harbour.test'],
    },
    {
      name: 'Grass Court Open Day',
      type: 'social',
      day: 10,
      at: [11, 0],
      minutes: 300,
      location: 'All courts',
      description: 'Try the grass courts, meet the coaches, enjoy a cream tea.',
    },
  ],
};

const SYSTEM_USERS: [string, string, SystemRole][] = [
  ['sysadmin@courtside.test', 'Sarah Systems', 'systemadmin'],
  ['sysmanager@courtside.test', 'Simon Manager', 'systemmanager'],
];

/** A wall-clock time `day` days from today in `timeZone`, as YYYY-MM-DD HH:mm:00. */
function wallClock(now: Date, timeZone: string, day: number, hour: number, minute: number): string {
  const today = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + day);
  date.setUTCHours(hour, minute, 0, 0);
  return date.toISOString().slice(0, 19).replace('T', ' ');
}

function addMinutes(wall: string, minutes: number): string {
  const date = new Date(`${wall.replace(' ', 'T')}Z`);
  date.setUTCMinutes(date.getUTCMinutes() + minutes);
  return date.toISOString().slice(0, 19).replace('T', ' ');
}

async function seedClub(tx: EntityManager, club: DemoClub, now: Date): Promise<void> {
  const [{ id: clubId, timezone }] = await tx.query(
    // The demo clubs are set up and running: no getting-started checklist on their admin page.
    `INSERT INTO clubs (name, subdomain, description, email, phone, website, address, subscription_id,
                        onboarding_dismissed)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, true) RETURNING id, timezone`,
    [
      club.name,
      club.subdomain,
      club.description,
      club.email,
      club.phone,
      club.website,
      club.address,
      `demo-${club.subdomain}`,
    ],
  );
  if (club.waitlistMode)
    await tx.query(`UPDATE clubs SET waitlist_mode = $2 WHERE id = $1`, [clubId, club.waitlistMode]);
  // Share cards are on for new clubs; said here so the demo's shareable mix-in does not hang on a default.
  await tx.query(`UPDATE clubs SET public_event_cards = $2 WHERE id = $1`, [
    clubId,
    club.publicEventCards ?? true,
  ]);
  const userIds = new Map<string, string>();
  for (const [index, [email, name, role]] of club.users.entries()) {
    const id = await peopleStore.ensure(tx, email);
    userIds.set(email, id);
    // Members have the club's number and a phone, as after an import from the federation's
    // administration; guests have neither yet.
    const member = role !== 'clubguest';
    await membershipStore.add(tx, {
      clubId,
      userId: id,
      userType: role,
      name: name || null,
      memberNumber: member ? String(12_480_100 + index * 37) : null,
      phone: member
        ? `+31 6 ${String(20_140_000 + index * 7_919).slice(0, 4)} ${String(1_000 + index * 61).slice(-4)}`
        : null,
    });
  }
  // As the member would from their profile.
  for (const email of club.hiddenNames ?? [])
    await meStore.setProfile(tx, clubId, userIds.get(email)!, { show_my_name: false });
  if (club.levels) await seedLevels(tx, clubId, userIds, club.levels);
  for (const event of club.events) {
    const start = wallClock(now, timezone, event.day, ...event.at);
    const [{ id: eventId }] = await tx.query(
      `INSERT INTO events (club_id, name, description, event_type, start_time, end_time, recurring_pattern, location, capacity,
                           public_card)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING id`,
      [
        clubId,
        event.name,
        event.description ?? '',
        event.type,
        start,
        addMinutes(start, event.minutes),
        event.pattern ?? 'none',
        event.location ?? '',
        event.capacity ?? null,
        event.publicCard ?? null,
      ],
    );
    for (const [i, email] of (event.signups ?? []).entries()) {
      const offered = event.openOffer && i === event.capacity! - 1;
      const status = offered
        ? 'offered'
        : event.capacity !== undefined && i >= event.capacity
          ? 'waitlisted'
          : 'confirmed';
      await tx.query(
        `INSERT INTO signups (club_id, event_id, user_id, status, signup_time, offer_expires_at)
         VALUES ($1, $2, $3, $4, now() - make_interval(mins => $5),
                 CASE WHEN $6 THEN now() + interval '24 hours' END)`,
        [clubId, eventId, userIds.get(email), status, 60 - i, offered],
      );
    }
    for (let i = 0; i < (event.formerMembers ?? 0); i++) {
      await tx.query(
        `INSERT INTO signups (club_id, event_id, user_id, anonymised, status, signup_time)
         VALUES ($1, $2, NULL, 'former_member', 'confirmed', now() - make_interval(days => 8, mins => $3))`,
        [clubId, eventId, i],
      );
    }
    if (event.draw) {
      const organiser = club.users.find(([, , role]) => role === 'cluborganiser')?.[0];
      await seedDraw(
        tx,
        clubId,
        eventId,
        event.draw,
        organiser ? (userIds.get(organiser) ?? null) : null,
        userIds,
      );
    }
  }
  for (const series of club.series ?? []) await seedSeries(tx, clubId, timezone, userIds, series, now);
}

/** Seeds the demo clubs, people and events into an empty database. Returns false if it had data. */
export async function seedDemoData(db: DataSource, now = new Date()): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.query(`SELECT pg_advisory_xact_lock(hashtext('courtside:demo-seed'))`);
    const [{ count }] = await tx.query(`SELECT count(*)::int AS count FROM clubs`);
    if (count > 0) return false;
    for (const club of [RIVERSIDE, HARBOUR]) await seedClub(tx, club, now);
    await seedNotificationSettings(tx);
    await seedAuditLog(tx, 'riverside', now);
    await seedJoinRequests(tx, 'riverside', now);
    await seedMessages(tx, 'riverside', now);
    await seedAttendance(tx, 'riverside');
    for (const [email, name, role] of SYSTEM_USERS) {
      await tx.query(
        `INSERT INTO system_users (email, name, user_type) VALUES ($1, $2, $3)
         ON CONFLICT (email) DO UPDATE SET name = EXCLUDED.name, user_type = EXCLUDED.user_type`,
        [email, name, role],
      );
    }
    return true;
  });
}
