import type { Locale } from '@courtside/domain';
import type { OutgoingMail } from './mail-sender.service';
import { MailTemplate } from './templates/mail-renderer';

interface LoginMailTexts {
  subject(clubName: string | null): string;
  hello: string;
  useLink(place: string): string;
  button(name: string): string;
  validity(minutes: number): string;
  ignore: string;
  console: string;
  reason(place: string): string;
}

const TEXTS: Record<Locale, LoginMailTexts> = {
  en: {
    subject: (club) => (club ? `Your login link for ${club}` : 'Your Courtside system admin login link'),
    hello: 'Hello,',
    useLink: (place) => `Use this link to log in to ${place}:`,
    button: (name) => `Log in to ${name}`,
    validity: (minutes) =>
      `The link works once and expires in ${minutes} minutes. Using it ends any other login links we sent you.`,
    ignore: 'If you did not ask for it, you can ignore this e-mail.',
    console: 'the Courtside system console',
    reason: (place) =>
      `You get this e-mail because someone asked for a login link for this address at ${place}. Login e-mails cannot be switched off.`,
  },
  nl: {
    subject: (club) => (club ? `Je inloglink voor ${club}` : 'Je inloglink voor het Courtside-systeembeheer'),
    hello: 'Hallo,',
    useLink: (place) => `Met deze link log je in bij ${place}:`,
    button: (name) => `Inloggen bij ${name}`,
    validity: (minutes) =>
      `De link werkt één keer en verloopt over ${minutes} minuten. Zodra je hem gebruikt, werken andere inloglinks die we je stuurden niet meer.`,
    ignore: 'Heb je hier niet om gevraagd? Dan kun je deze e-mail negeren.',
    console: 'het Courtside-systeembeheer',
    reason: (place) =>
      `Je krijgt deze e-mail omdat iemand voor dit adres een inloglink heeft aangevraagd bij ${place}. Inlogmails kun je niet uitzetten.`,
  },
};

interface LoginLinkModel {
  hello: string;
  useLink: string;
  button: { label: string; url: string };
  validity: string;
  ignore: string;
}

const LOGIN_LINK = new MailTemplate<LoginLinkModel>({
  html: `{{> paragraph hello}}
{{> paragraph useLink}}
{{> button button}}
<p style="margin:16px 0 0 0;font-size:14px;color:#4b5563;">{{validity}} {{ignore}}</p>`,
  text: `{{hello}}

{{useLink}}
{{button.url}}

{{validity}}
{{ignore}}`,
});

/** The login e-mail: plain text and HTML, naming the club (or the system console), in `locale`. */
export function loginLinkMail(
  to: string,
  link: string,
  clubName: string | null,
  validMinutes: number,
  locale: Locale = 'en',
  logo: string | null = null,
): OutgoingMail {
  const t = TEXTS[locale];
  const place = clubName ?? t.console;
  return LOGIN_LINK.mail(
    to,
    {
      locale,
      subject: t.subject(clubName),
      preheader: t.validity(validMinutes),
      brand: { name: clubName ?? 'Courtside', logo: clubName ? logo : null },
      footer: { reason: t.reason(place), links: [] },
    },
    {
      hello: t.hello,
      useLink: t.useLink(place),
      button: { label: t.button(clubName ?? 'Courtside'), url: link },
      validity: t.validity(validMinutes),
      ignore: t.ignore,
    },
  );
}
