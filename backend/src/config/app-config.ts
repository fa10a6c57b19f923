import { applyDecorators } from '@nestjs/common';
import { plainToInstance, Transform } from 'class-transformer';
import {
  IsBoolean,
  IsEmail,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsNumber,
  IsOptional,
  IsString,
  Matches,
  Max,
  Min,
  MinLength,
  validateSync,
} from 'class-validator';
import { availableParallelism } from 'node:os';

const TRUE = ['1', 'true', 'yes', 'on'];
const FALSE = ['0', 'false', 'no', 'off'];
/** Anything but a recognised word stays a string, so a typo fails validation instead of meaning false. */
const toBool = ({ value }: { value: unknown }) => {
  if (value === undefined || value === '') return undefined;
  const word = String(value).toLowerCase();
  return TRUE.includes(word) ? true : FALSE.includes(word) ? false : value;
};
const toInt = ({ value }: { value: unknown }) =>
  value === undefined || value === '' ? undefined : /^-?\d+$/.test(String(value)) ? Number(value) : NaN;
const toNumber = ({ value }: { value: unknown }) =>
  value === undefined || value === '' ? undefined : /^\d+(\.\d+)?$/.test(String(value)) ? Number(value) : NaN;
const emptyToUndefined = ({ value }: { value: unknown }) => (value === '' ? undefined : value);

/** Variables whose value an error message never repeats. */
const SECRET_KEYS = new Set(['TOKEN_SECRET', 'VAPID_PRIVATE_KEY']);

/** An integer variable from min (to max): parsed strictly, so "5x" fails instead of meaning 5. */
const IntSetting = (min: number, max?: number) =>
  applyDecorators(Transform(toInt), IsInt(), Min(min), ...(max === undefined ? [] : [Max(max)]));

/** The environment, as read and checked at boot. Every variable is documented in the README. */
export class EnvironmentVariables {
  @IsIn(['development', 'production', 'test'])
  NODE_ENV: 'development' | 'production' | 'test' = 'development';

  @IntSetting(0, 65535)
  PORT = 3000;

  @IsString()
  @Matches(/^postgres(ql)?:\/\//, { message: 'DATABASE_URL must be a postgres:// URL' })
  DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/courtside';

  @IsString()
  @Matches(/^rediss?:\/\//, { message: 'REDIS_URL must be a redis:// URL' })
  REDIS_URL = 'redis://127.0.0.1:6379';

  @IsString()
  @Matches(/^[A-Za-z0-9:_-]+$/, { message: 'REDIS_PREFIX may hold only letters, digits, ":", "_" and "-"' })
  REDIS_PREFIX = 'courtside';

  @IsString()
  @Matches(/^smtps?:\/\//, { message: 'SMTP_URL must be an smtp:// or smtps:// URL' })
  SMTP_URL = 'smtp://127.0.0.1:1025';

  @IsString()
  @IsNotEmpty()
  MAIL_FROM = 'Courtside <no-reply@courtside.localhost>';

  @IsString()
  @Matches(/^[a-z0-9.-]+$/, { message: 'APP_DOMAIN must be a bare host name such as localhost' })
  APP_DOMAIN = 'localhost';

  @IsIn(['http', 'https'])
  PUBLIC_URL_SCHEME: 'http' | 'https' = 'http';

  /** Port shown in links; defaults to PORT, and is left out when it is the scheme's default. */
  @Transform(toInt)
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(65535)
  PUBLIC_PORT?: number;

  @Transform(toBool)
  @IsBoolean()
  MAGIC_LINK_TEST_MODE = false;

  @Transform(emptyToUndefined)
  @IsOptional()
  @IsEmail({}, { message: 'BOOTSTRAP_SYSTEM_ADMIN_EMAIL must be an e-mail address' })
  BOOTSTRAP_SYSTEM_ADMIN_EMAIL?: string;

  @Transform(toBool)
  @IsBoolean()
  DEMO_SEED = false;

  @Transform(toBool)
  @IsBoolean()
  TRUST_PROXY = false;

  /**
   * Other host names (comma-separated, no port) served as the apex: a proxy's or an internal
   * name. Every host that is neither APP_DOMAIN, a subdomain of it nor listed here gets 404.
   */
  @IsString()
  @Matches(/^[a-z0-9.,:[\] -]*$/i, { message: 'ALLOWED_HOSTS must be host names separated by commas' })
  ALLOWED_HOSTS = '';

  @IntSetting(1)
  RATE_LIMIT_LINKS_PER_EMAIL = 5;

  @IntSetting(1)
  RATE_LIMIT_LINKS_PER_IP = 50;

  /** Link requests per (address, club) per hour from all IPs together: a flood guard for one mailbox. */
  @IntSetting(1)
  RATE_LIMIT_LINKS_PER_EMAIL_HOURLY = 20;

  @IntSetting(60)
  SESSION_MEMBER_IDLE_SECONDS = 7 * 24 * 3600;

  @IntSetting(60)
  SESSION_MEMBER_ABSOLUTE_SECONDS = 30 * 24 * 3600;

  @IntSetting(60)
  SESSION_STAFF_IDLE_SECONDS = 2 * 3600;

  @IntSetting(60)
  SESSION_STAFF_ABSOLUTE_SECONDS = 12 * 3600;

  /** A session's idle expiry is pushed forward at most once per this many seconds. */
  @IntSetting(0)
  SESSION_RENEW_INTERVAL_SECONDS = 60;

  /**
   * Seconds a SIGTERM/SIGINT keeps the process serving (readiness 503, `Connection: close`)
   * before it closes: longer than the proxy's idle keep-alive to this backend. 0 in tests.
   */
  @IntSetting(0, 300)
  SHUTDOWN_DRAIN_SECONDS = 5;

  /** Client-side deadline of every request-path database query: a frozen database gives 503, never a hang. */
  @IntSetting(100, 600_000)
  DB_QUERY_TIMEOUT_MS = 5000;

  /** Longest wait between two attempts at a failing mail. */
  @IntSetting(1)
  MAIL_RETRY_MAX_DELAY_SECONDS = 300;

  /** How long a failing mail is retried before it is dead-lettered (decimals allowed). */
  @Transform(toNumber)
  @IsNumber({}, { message: 'MAIL_RETRY_HOURS must be a number of hours' })
  @Min(0.0001)
  MAIL_RETRY_HOURS = 24;

  /** How many days an invitation's sign-in link works (API.md section 12). */
  @IntSetting(1, 90)
  INVITATION_TTL_DAYS = 7;

  /** Mail jobs one worker process runs at once (over SMTP_POOL_SIZE kept-open SMTP connections). */
  @IntSetting(1, 100)
  MAIL_WORKER_CONCURRENCY = 8;

  @IntSetting(1, 50)
  SMTP_POOL_SIZE = 5;

  /**
   * Queued mail lives in Redis: without `appendonly yes` a Redis restart loses it, and an
   * eviction policy other than `noeviction` may drop it. The backend checks at boot, warns, and
   * in production refuses to start unless this is true (the risk is then accepted on purpose).
   */
  @Transform(toBool)
  @IsBoolean()
  REDIS_ACCEPT_DATA_LOSS = false;

  /**
   * Threads of the pool that runs CPU-heavy work (draws) off the event loop. One core is left to
   * the event loop, so other requests answer while a draw runs.
   */
  @IntSetting(1, 64)
  WORKER_THREADS = Math.max(1, availableParallelism() - 1);

  /** Tasks that may wait for a worker thread; past that, the request answers 503 with Retry-After. */
  @IntSetting(0, 1000)
  WORKER_QUEUE = 8;

  /** Port of GET /metrics (Prometheus) and, for a --worker, /api/health/live; 0 turns it off. */
  @IntSetting(0, 65535)
  METRICS_PORT = 9464;

  /** Recurring series are materialised this many days ahead of today (club time). */
  @IntSetting(7, 730)
  SERIES_HORIZON_DAYS = 84;

  /**
   * Several changes to one event within this many seconds send one mail describing the final
   * state, this long after the last change (a trailing window; API.md section 9).
   */
  @IntSetting(0, 86_400)
  NOTIFY_COALESCE_SECONDS = 300;

  /** How often the reminder job looks for confirmed people whose reminder time has come. */
  @IntSetting(1, 3600)
  REMINDER_SCAN_SECONDS = 60;

  /**
   * How often the offers job ends expired waitlist offers (offering the places on), sends offers
   * held for the end of quiet hours and places standing sign-ups whose window opened.
   */
  @IntSetting(1, 3600)
  OFFER_JOB_INTERVAL_SECONDS = 30;

  /**
   * How long after an event that used check-in ends its confirmed people still unknown become
   * no_show (API.md section 14); the no-shows job looks every ten minutes.
   */
  @IntSetting(0, 10080)
  NO_SHOW_AFTER_MINUTES = 120;

  /**
   * Where workers run (serve, --worker): relay the notification outbox into the mail queue,
   * close change windows and run the reminder job. false leaves that to other processes.
   */
  @Transform(toBool)
  @IsBoolean()
  NOTIFY_RELAY = true;

  /**
   * Key of the HMAC that derives calendar-feed and unsubscribe tokens (only their hashes are
   * stored). Unset: a random key the backend keeps in the database (see TokenSecret).
   */
  @Transform(emptyToUndefined)
  @IsOptional()
  @IsString()
  @MinLength(32, { message: 'TOKEN_SECRET must be at least 32 characters' })
  TOKEN_SECRET?: string;

  /**
   * The VAPID key pair push messages are signed with (API.md section 15), base64url as
   * `web-push generate-vapid-keys` prints them. Unset: a pair made once and kept in the database
   * (see VapidKeys), like the token key.
   */
  @Transform(emptyToUndefined)
  @IsOptional()
  @Matches(/^[A-Za-z0-9_-]{87}$/, { message: 'VAPID_PUBLIC_KEY must be a base64url P-256 public key' })
  VAPID_PUBLIC_KEY?: string;

  @Transform(emptyToUndefined)
  @IsOptional()
  @Matches(/^[A-Za-z0-9_-]{43}$/, { message: 'VAPID_PRIVATE_KEY must be a base64url P-256 private key' })
  VAPID_PRIVATE_KEY?: string;

  /** Who push services may contact about our messages: a mailto: or https: URL. Unset: mailto: of MAIL_FROM's address. */
  @Transform(emptyToUndefined)
  @IsOptional()
  @Matches(/^(mailto:\S+@\S+|https:\/\/\S+)$/, { message: 'VAPID_SUBJECT must be a mailto: or https: URL' })
  VAPID_SUBJECT?: string;

  /**
   * Hosts push subscriptions may point at, comma-separated: `host` or `host:port`, a leading
   * `*.` for any subdomain. Default: the public push services of Google, Mozilla, Apple and
   * Microsoft. Tests name their local push service.
   */
  @Transform(emptyToUndefined)
  @IsOptional()
  @Matches(/^\s*(\*\.)?[a-z0-9.-]+(:\d{1,5})?(\s*,\s*(\*\.)?[a-z0-9.-]+(:\d{1,5})?)*\s*$/i, {
    message:
      'PUSH_ALLOWED_HOSTS must be a comma-separated list of host or host:port (a leading *. for subdomains)',
  })
  PUSH_ALLOWED_HOSTS?: string;

  /** Folder with the built frontends (shell at /, remotes under /remotes/<name>/); empty serves none. */
  @IsOptional()
  @IsString()
  FRONTEND_DIST?: string;

  @IsIn(['error', 'warn', 'log', 'debug', 'verbose'])
  LOG_LEVEL: 'error' | 'warn' | 'log' | 'debug' | 'verbose' = 'log';
}

export type AppConfig = Readonly<
  Omit<EnvironmentVariables, 'PUBLIC_PORT'> & {
    /** Port used in links, or null for the scheme's default. */
    PUBLIC_PORT: number | null;
  }
>;

export class ConfigError extends Error {}

const KEYS = Object.keys(new EnvironmentVariables()).concat([
  'PUBLIC_PORT',
  'BOOTSTRAP_SYSTEM_ADMIN_EMAIL',
  'FRONTEND_DIST',
  'TOKEN_SECRET',
  'VAPID_PUBLIC_KEY',
  'VAPID_PRIVATE_KEY',
  'VAPID_SUBJECT',
  'PUSH_ALLOWED_HOSTS',
]);

/** Reads and checks the environment; throws a ConfigError naming every bad variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): AppConfig {
  const raw: Record<string, string> = {};
  for (const key of KEYS) {
    const value = env[key];
    if (value !== undefined) raw[key] = value;
  }
  const parsed = plainToInstance(EnvironmentVariables, raw);
  const errors = validateSync(parsed, { skipMissingProperties: false });
  if (errors.length > 0) {
    const lines = errors.map((e) => {
      const shown = e.property in raw && !SECRET_KEYS.has(e.property) ? ` (got "${raw[e.property]}")` : '';
      return `  ${e.property}${shown}: ${Object.values(e.constraints ?? {}).join('; ')}`;
    });
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  if (parsed.MAGIC_LINK_TEST_MODE && parsed.NODE_ENV === 'production') {
    throw new ConfigError(
      'Invalid configuration:\n  MAGIC_LINK_TEST_MODE: must be false when NODE_ENV=production',
    );
  }
  if (!parsed.VAPID_PUBLIC_KEY !== !parsed.VAPID_PRIVATE_KEY) {
    throw new ConfigError(
      'Invalid configuration:\n  VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY: set both (a pair) or neither',
    );
  }
  const defaultPort = parsed.PUBLIC_URL_SCHEME === 'https' ? 443 : 80;
  const publicPort = parsed.PUBLIC_PORT ?? parsed.PORT;
  return Object.freeze({
    ...parsed,
    PUBLIC_PORT: publicPort === defaultPort || publicPort === 0 ? null : publicPort,
  });
}

export const APP_CONFIG = Symbol('APP_CONFIG');
