import { ConfigError, loadConfig } from './app-config';

describe('loadConfig', () => {
  it('has working defaults for local development', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      NODE_ENV: 'development',
      PORT: 3000,
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/courtside',
      REDIS_URL: 'redis://127.0.0.1:6379',
      APP_DOMAIN: 'localhost',
      MAGIC_LINK_TEST_MODE: false,
      RATE_LIMIT_LINKS_PER_EMAIL: 5,
      RATE_LIMIT_LINKS_PER_IP: 50,
      SESSION_MEMBER_IDLE_SECONDS: 604800,
      SESSION_STAFF_IDLE_SECONDS: 7200,
      PUBLIC_PORT: 3000,
    });
  });

  it('reads booleans and numbers', () => {
    const config = loadConfig({
      PORT: '8080',
      MAGIC_LINK_TEST_MODE: 'true',
      TRUST_PROXY: '1',
      DEMO_SEED: 'no',
    });
    expect(config).toMatchObject({
      PORT: 8080,
      MAGIC_LINK_TEST_MODE: true,
      TRUST_PROXY: true,
      DEMO_SEED: false,
      PUBLIC_PORT: 8080,
    });
  });

  it('leaves the default port out of links', () => {
    expect(loadConfig({ PUBLIC_URL_SCHEME: 'https', PUBLIC_PORT: '443' }).PUBLIC_PORT).toBeNull();
    expect(loadConfig({ PORT: '80' }).PUBLIC_PORT).toBeNull();
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://x'],
    ['REDIS_URL', 'localhost:6379'],
    ['SMTP_URL', 'mail.example.org'],
    ['APP_DOMAIN', 'https://localhost'],
    ['NODE_ENV', 'staging'],
    ['BOOTSTRAP_SYSTEM_ADMIN_EMAIL', 'not-an-email'],
    ['RATE_LIMIT_LINKS_PER_EMAIL', '0'],
    ['SESSION_STAFF_IDLE_SECONDS', '5'],
    ['DEMO_SEED', 'ture'],
  ])('stops on a bad %s, naming it', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(
      new RegExp(`${name} \\(got "${value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}"\\)`),
    );
  });

  it('reads the notification settings, and never repeats TOKEN_SECRET in an error', () => {
    expect(loadConfig({})).toMatchObject({
      NOTIFY_COALESCE_SECONDS: 300,
      REMINDER_SCAN_SECONDS: 60,
      NOTIFY_RELAY: true,
      TOKEN_SECRET: undefined,
    });
    expect(loadConfig({ NOTIFY_COALESCE_SECONDS: '5', NOTIFY_RELAY: 'false' })).toMatchObject({
      NOTIFY_COALESCE_SECONDS: 5,
      NOTIFY_RELAY: false,
    });
    expect(() => loadConfig({ REMINDER_SCAN_SECONDS: '0' })).toThrow(/REMINDER_SCAN_SECONDS/);
    let message = '';
    try {
      loadConfig({ TOKEN_SECRET: 'short-secret' });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toMatch(/TOKEN_SECRET: TOKEN_SECRET must be at least 32 characters/);
    expect(message).not.toContain('short-secret');
  });

  it('reads the push settings: a VAPID pair or none, and never repeats the private key', () => {
    const pair = {
      VAPID_PUBLIC_KEY: `B${'A'.repeat(86)}`,
      VAPID_PRIVATE_KEY: 'p'.repeat(43),
    };
    expect(loadConfig(pair)).toMatchObject(pair);
    expect(loadConfig({})).toMatchObject({ VAPID_PUBLIC_KEY: undefined, PUSH_ALLOWED_HOSTS: undefined });
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: pair.VAPID_PUBLIC_KEY })).toThrow(/set both/);
    let message = '';
    try {
      loadConfig({ ...pair, VAPID_PRIVATE_KEY: 'not-a-key' });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toMatch(/VAPID_PRIVATE_KEY must be a base64url P-256 private key/);
    expect(message).not.toContain('not-a-key');
    expect(loadConfig({ PUSH_ALLOWED_HOSTS: '127.0.0.1:8443, *.push.example' }).PUSH_ALLOWED_HOSTS).toBe(
      '127.0.0.1:8443, *.push.example',
    );
    expect(() => loadConfig({ PUSH_ALLOWED_HOSTS: 'https://push.example/' })).toThrow(/PUSH_ALLOWED_HOSTS/);
    expect(() => loadConfig({ VAPID_SUBJECT: 'someone' })).toThrow(/VAPID_SUBJECT/);
  });

  it('refuses test mode in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', MAGIC_LINK_TEST_MODE: 'true' })).toThrow(
      /MAGIC_LINK_TEST_MODE/,
    );
  });
});
