import { chooseLocale, isLocale, negotiateLocale, type Locale } from '@courtside/domain';
import { activeLocale, i18n } from './i18n';

const KEY = 'courtside.locale';

/** The language chosen on this device (signed out, or on the apex host). */
export function rememberedLocale(): Locale | null {
  try {
    const value = localStorage.getItem(KEY);
    return isLocale(value) ? value : null;
  } catch {
    return null;
  }
}

export function rememberLocale(locale: Locale): void {
  try {
    localStorage.setItem(KEY, locale);
  } catch {
    // Storage may be disabled: the choice then lasts for this page only.
  }
}

/** The browser's preferred language, if it is one we speak. */
export const browserLocale = (): Locale | null =>
  typeof navigator === 'undefined' ? null : negotiateLocale(navigator.languages ?? [navigator.language]);

/**
 * API.md section 9: the person's own choice (on their membership, else on this device), else the
 * browser's language when we speak it, else the club's default, else English.
 */
export function resolveLocale(
  session: { user?: { locale?: Locale | null } | null; club?: { default_locale?: Locale } | null } = {},
): Locale {
  return chooseLocale({
    chosen: session.user?.locale,
    device: rememberedLocale(),
    browser: browserLocale(),
    club: session.club?.default_locale,
  });
}

/** The language last asked for: the one to show, whichever change finishes loading last. */
let asked: Locale | null = null;

/**
 * Shows `locale` everywhere, once its catalogues are loaded (so no text flashes in the other
 * language). The last call wins: the page's first guess (the browser's Dutch, its catalogues
 * still loading) must not land after the session's answer (the person's stored English), so a
 * call while another language is on its way asks again, and i18next drops the earlier change.
 */
export async function applyLocale(locale: Locale): Promise<void> {
  const before = asked;
  asked = locale;
  if (activeLocale() !== locale || i18n.language !== locale || (before !== null && before !== locale))
    await i18n.changeLanguage(locale);
}
