import type { AppConfig } from '../../config/app-config';

/**
 * The origin links in mails and feeds use for a club (`https://riverside.courtside.example`), or
 * for the apex host when `subdomain` is null: PUBLIC_URL_SCHEME, APP_DOMAIN and PUBLIC_PORT.
 */
export function publicOrigin(
  config: Pick<AppConfig, 'PUBLIC_URL_SCHEME' | 'APP_DOMAIN' | 'PUBLIC_PORT'>,
  subdomain: string | null,
): string {
  const host = `${subdomain ? `${subdomain}.` : ''}${config.APP_DOMAIN}`;
  return `${config.PUBLIC_URL_SCHEME}://${host}${config.PUBLIC_PORT ? `:${config.PUBLIC_PORT}` : ''}`;
}
