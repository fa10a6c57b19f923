import i18next, { type BackendModule, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LOCALE, INTL_LOCALES, LOCALES, type Locale } from '@courtside/domain';
import { numberFormat } from '../format/intl';

type Catalogue = Record<string, ResourceKey>;
type CatalogueLoader = () => Promise<{ default: Catalogue }>;

/** Each namespace's Dutch catalogue, fetched the first time Dutch is shown (English is bundled). */
const dutch = new Map<string, CatalogueLoader>();

const lazyCatalogues: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, namespace, done) {
    const load = language === 'nl' ? dutch.get(namespace) : undefined;
    if (!load) return done(null, {});
    load().then(
      (module) => done(null, module.default),
      (error: Error) => done(error, null),
    );
  },
};

/**
 * The one i18next instance of the product: i18next and react-i18next are shared singletons, so
 * the host and every remote translate with it, and a language switch reaches every app at once.
 */
export const i18n = i18next;

void i18n
  .use(lazyCatalogues)
  .use(initReactI18next)
  .init({
    lng: DEFAULT_LOCALE,
    fallbackLng: DEFAULT_LOCALE,
    supportedLngs: [...LOCALES],
    ns: [],
    defaultNS: false,
    partialBundledLanguages: true,
    initAsync: false,
    interpolation: { escapeValue: false },
    // useTranslation(['a', 'b']) looks a key up in each namespace in turn.
    react: { useSuspense: true, nsMode: 'fallback' },
  });

// `{{count, number}}`: i18next's own cache keys its formatters on every value the text is given
// ({ count, capacity, ... }), so nearly every card built a new Intl.NumberFormat. This one keys on
// the language and the number options only (`number(maximumFractionDigits: 1)` still works).
const NUMBER_OPTIONS = [
  'style',
  'currency',
  'currencyDisplay',
  'unit',
  'unitDisplay',
  'notation',
  'compactDisplay',
  'signDisplay',
  'useGrouping',
  'minimumIntegerDigits',
  'minimumFractionDigits',
  'maximumFractionDigits',
  'minimumSignificantDigits',
  'maximumSignificantDigits',
] as const;
i18n.services.formatter?.add('number', (value: unknown, language: string | undefined, options) => {
  const given = (options ?? {}) as Record<string, unknown>;
  const own = Object.fromEntries(
    NUMBER_OPTIONS.filter((k) => given[k] !== undefined).map((k) => [k, given[k]]),
  );
  return numberFormat(language ?? DEFAULT_LOCALE, own as Intl.NumberFormatOptions).format(Number(value));
});

i18n.on('languageChanged', (language) => {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
});

interface CatalogueOptions {
  /**
   * Not part of the language: the switch to Dutch does not wait for this catalogue, nor does a
   * Dutch reader's first screen (which preloads only the chunks named `<namespace>-nl`: name this
   * one otherwise). The first `useTranslation` that names it fetches it. For a table no page draws
   * its first screen with: the shared messages, shown when a form refuses an entry.
   */
  whenUsed?: boolean;
}

/**
 * An app's texts under its namespace: the English catalogue now, the Dutch one when Dutch is
 * first needed (a separate chunk, so English users never download it).
 */
export function registerCatalogue(
  namespace: string,
  english: Catalogue,
  loadDutch: CatalogueLoader,
  options: CatalogueOptions = {},
): void {
  if (!i18n.hasResourceBundle(DEFAULT_LOCALE, namespace))
    i18n.addResourceBundle(DEFAULT_LOCALE, namespace, english);
  dutch.set(namespace, loadDutch);
  const namespaces = i18n.options.ns as string[];
  // A language loads the namespaces listed here; adding a bundle lists its namespace, too.
  if (options.whenUsed) i18n.options.ns = namespaces.filter((listed) => listed !== namespace);
  else if (!namespaces.includes(namespace)) i18n.options.ns = [...namespaces, namespace];
}

/** The language on screen. */
export const activeLocale = (): Locale => (i18n.resolvedLanguage === 'nl' ? 'nl' : 'en');

/** The language's BCP 47 tag for Intl (libs/domain's INTL_LOCALES). */
export const intlLocale = (locale: Locale = activeLocale()) => INTL_LOCALES[locale];
