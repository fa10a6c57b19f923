import type { Locale } from '@courtside/domain';
import type { OutgoingMail } from './mail-sender.service';

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

interface LoginMailTexts {
  subject(clubName: string | null): string;
  hello: string;
  useLink(place: string): string;
  button(name: string): string;
  paste: string;
  validity(minutes: number): string;
  ignore: string;
  console: string;
}

const TEXTS: Record<Locale, LoginMailTexts> = {
  en: {
    subject: (club) => (club ? `Your login link for ${club}` : 'Your Courtside system admin login link'),
    hello: 'Hello,',
    useLink: (place) => `Use this link to log in to ${place}:`,
    button: (name) => `Log in to ${name}`,
    paste: 'Or paste this address into your browser:',
    validity: (minutes) =>
      `The link works once and expires in ${minutes} minutes. Using it ends any other login links we sent you.`,
    ignore: 'If you did not ask for it, you can ignore this e-mail.',
    console: 'the Courtside system console',
  },
  nl: {
    subject: (club) => (club ? `Je inloglink voor ${club}` : 'Je inloglink voor het Courtside-systeembeheer'),
    hello: 'Hallo,',
    useLink: (place) => `Met deze link log je in bij ${place}:`,
    button: (name) => `Inloggen bij ${name}`,
    paste: 'Of plak dit adres in je browser:',
    validity: (minutes) =>
      `De link werkt één keer en verloopt over ${minutes} minuten. Zodra je hem gebruikt, werken andere inloglinks die we je stuurden niet meer.`,
    ignore: 'Heb je hier niet om gevraagd? Dan kun je deze e-mail negeren.',
    console: 'het Courtside-systeembeheer',
  },
};

/** The login e-mail: plain text and HTML, naming the club (or the system console), in `locale`. */
export function loginLinkMail(
  to: string,
  link: string,
  clubName: string | null,
  validMinutes: number,
  locale: Locale = 'en',
): OutgoingMail {
  const t = TEXTS[locale];
  const place = clubName ?? t.console;
  const text = [
    t.hello,
    ``,
    t.useLink(place),
    link,
    ``,
    t.validity(validMinutes),
    t.ignore,
    ``,
    `Courtside`,
  ].join('\n');
  const html = `<!doctype html>
<html lang="${locale}"><body style="font-family: system-ui, sans-serif; color: #1f2937; line-height: 1.5">
  <p>${escapeHtml(t.hello)}</p>
  <p>${escapeHtml(t.useLink('')).replace(/:$/, '')}<strong>${escapeHtml(place)}</strong>:</p>
  <p><a href="${escapeHtml(link)}" style="display:inline-block;padding:10px 18px;background:#15803d;color:#fff;border-radius:6px;text-decoration:none">${escapeHtml(t.button(clubName ?? 'Courtside'))}</a></p>
  <p style="font-size: 13px">${escapeHtml(t.paste)}<br><span style="word-break: break-all">${escapeHtml(link)}</span></p>
  <p style="font-size: 13px; color: #6b7280">${escapeHtml(t.validity(validMinutes))} ${escapeHtml(t.ignore)}</p>
</body></html>`;
  return { to, subject: t.subject(clubName), text, html };
}
