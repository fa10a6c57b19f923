import { isFullForShare, placesLeftText, shareDateLabel, shareTitle, type Locale } from '@courtside/domain';
import type { SharedEventRow } from './share.store';

/** Everything put into the page goes through this: text and attribute values alike. */
export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

const TEXTS: Record<Locale, { signUp: string; notFoundTitle: string; notFoundBody: string; via: string }> = {
  en: {
    signUp: 'Sign up',
    notFoundTitle: 'This event is not available',
    notFoundBody: 'It may have taken place, been cancelled, or not be shared publicly.',
    via: 'Sign-ups by Courtside',
  },
  nl: {
    signUp: 'Inschrijven',
    notFoundTitle: 'Deze activiteit is niet beschikbaar',
    notFoundBody: 'Misschien is ze al geweest, afgelast of wordt ze niet openbaar gedeeld.',
    via: 'Inschrijvingen via Courtside',
  },
};

/** The page's own look: one small inline sheet, no script, no file of the app's build. */
const STYLE = `
*{box-sizing:border-box}body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f0fdf4;color:#14532d}
main{max-width:560px;margin:0 auto;padding:24px 16px}
.card{background:#fff;border-radius:16px;box-shadow:0 2px 12px rgba(20,83,45,.12);overflow:hidden}
.club{display:flex;align-items:center;gap:12px;padding:16px 20px;background:#14532d;color:#fff;font-weight:700}
.club img{width:40px;height:40px;border-radius:8px;object-fit:contain;background:#fff}
.body{padding:20px}
h1{font-size:1.6rem;line-height:1.2;margin:4px 0 8px;overflow-wrap:anywhere}
.when{color:#15803d;font-weight:600;margin:0}
.where{margin:6px 0 0;color:#374151;overflow-wrap:anywhere}
.places{display:inline-block;margin:16px 0;padding:6px 14px;border-radius:999px;background:#d9f99d;font-weight:700}
.places.full{background:#fde68a;color:#78350f}
.button{display:block;text-align:center;padding:14px;border-radius:10px;background:#15803d;color:#fff;text-decoration:none;font-weight:700;font-size:1.1rem}
.button:focus-visible{outline:3px solid #facc15;outline-offset:2px}
footer{text-align:center;font-size:.85rem;color:#4b5563;margin-top:16px}`;

function layout(locale: Locale, title: string, head: string, body: string): string {
  return `<!doctype html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
${head}<style>${STYLE}</style>
</head>
<body><main>${body}</main></body>
</html>
`;
}

/** Where the page lives and what it links to, on the club's public origin. */
export interface SharePageUrls {
  page: string;
  image: string;
  signUp: string;
}

export const SHARE_IMAGE_SIZE = { width: 1200, height: 630 } as const;

/**
 * The share page of one event (API.md section 15): what a link preview reads from its head, and
 * a small page for a person who opens the link. No participant's name is ever in it.
 */
export function sharePage(event: SharedEventRow, urls: SharePageUrls): string {
  const locale = event.default_locale;
  const t = TEXTS[locale];
  const date = shareDateLabel(event.start_time, locale);
  const places = placesLeftText(event, locale);
  const full = isFullForShare(event);
  const title = shareTitle(event.start_time, event.name, locale);
  const description = `${places} · ${event.club_name}`;
  const meta = (property: string, content: string) =>
    `<meta property="${property}" content="${escapeHtml(content)}">\n`;
  const head =
    `<meta name="description" content="${escapeHtml(description)}">\n` +
    meta('og:type', 'website') +
    meta('og:title', title) +
    meta('og:description', description) +
    meta('og:image', urls.image) +
    meta('og:image:width', String(SHARE_IMAGE_SIZE.width)) +
    meta('og:image:height', String(SHARE_IMAGE_SIZE.height)) +
    meta('og:image:alt', `${event.club_name}: ${event.name}, ${date}`) +
    meta('og:url', urls.page) +
    meta('og:site_name', event.club_name) +
    meta('og:locale', locale === 'nl' ? 'nl_NL' : 'en_GB') +
    `<meta name="twitter:card" content="summary_large_image">\n`;
  const logo = event.logo ? `<img src="${escapeHtml(event.logo)}" alt="">` : '';
  const body = `<article class="card">
<div class="club">${logo}<span>${escapeHtml(event.club_name)}</span></div>
<div class="body">
<p class="when">${escapeHtml(date)}</p>
<h1>${escapeHtml(event.name)}</h1>
${event.location ? `<p class="where">${escapeHtml(event.location)}</p>\n` : ''}<p class="places${full ? ' full' : ''}">${escapeHtml(places)}</p>
<a class="button" href="${escapeHtml(urls.signUp)}">${escapeHtml(t.signUp)}</a>
</div>
</article>
<footer>${escapeHtml(t.via)}</footer>`;
  return layout(locale, title, head, body);
}

/** The answer for an event that cannot be shown, whichever rule refused it. */
export function shareNotFoundPage(locale: Locale): string {
  const t = TEXTS[locale];
  return layout(
    locale,
    t.notFoundTitle,
    '<meta name="robots" content="noindex">\n',
    `<article class="card"><div class="body"><h1>${escapeHtml(t.notFoundTitle)}</h1><p>${escapeHtml(t.notFoundBody)}</p></div></article>`,
  );
}
