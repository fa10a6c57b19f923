import type { Locale } from '@courtside/domain';
import type { OutgoingMail } from '../mail/mail-sender.service';
import { MailTemplate } from '../mail/templates/mail-renderer';

interface EndedTexts {
  subject(series: string): string;
  hello(name: string | null): string;
  body(club: string, series: string): string;
  kept: string;
  button: string;
  reason(club: string): string;
}

const TEXTS: Record<Locale, EndedTexts> = {
  en: {
    subject: (series) => `Your standing sign-up has ended: ${series}`,
    hello: (name) => (name ? `Hello ${name},` : 'Hello,'),
    body: (club, series) =>
      `${club} no longer takes standing sign-ups for ${series}, so yours has ended: you will not be signed up for new dates by yourself.`,
    kept: 'The dates you are already signed up for stay as they are. Sign up for later dates one at a time on the club’s site.',
    button: 'See the events',
    reason: (club) =>
      `You get this e-mail because you had a standing sign-up at ${club}. This message cannot be switched off.`,
  },
  nl: {
    subject: (series) => `Je vaste inschrijving is beëindigd: ${series}`,
    hello: (name) => (name ? `Hallo ${name},` : 'Hallo,'),
    body: (club, series) =>
      `${club} werkt niet meer met vaste inschrijvingen voor ${series}, dus die van jou is beëindigd: je wordt niet meer vanzelf ingeschreven voor nieuwe datums.`,
    kept: 'De datums waarvoor je al bent ingeschreven blijven staan. Voor latere datums schrijf je je per keer in op de site van de club.',
    button: 'Naar de activiteiten',
    reason: (club) =>
      `Je krijgt deze e-mail omdat je een vaste inschrijving had bij ${club}. Dit bericht kun je niet uitzetten.`,
  },
};

interface EndedModel {
  hello: string;
  body: string;
  kept: string;
  button: { label: string; url: string };
}

const ENDED = new MailTemplate<EndedModel>({
  html: `{{> paragraph hello}}
{{> paragraph body}}
{{> paragraph kept}}
{{> button button}}`,
  text: `{{hello}}

{{body}}

{{kept}}

{{button.url}}`,
});

/**
 * `standing_signups_ended` (not switchable): a series stopped taking standing sign-ups, so the
 * person's ended; the sign-ups it already made stay.
 */
export function standingSignupsEndedMail(m: {
  to: string;
  name: string | null;
  locale: Locale;
  club: { name: string; logo: string | null; origin: string };
  series: string;
}): OutgoingMail {
  const t = TEXTS[m.locale];
  return ENDED.mail(
    m.to,
    {
      locale: m.locale,
      subject: t.subject(m.series),
      preheader: t.body(m.club.name, m.series),
      brand: { name: m.club.name, logo: m.club.logo },
      footer: { reason: t.reason(m.club.name), links: [] },
    },
    {
      hello: t.hello(m.name),
      body: t.body(m.club.name, m.series),
      kept: t.kept,
      button: { label: t.button, url: `${m.club.origin}/events` },
    },
    { headers: { 'X-Courtside-Notification': 'standing_signups_ended' } },
  );
}
