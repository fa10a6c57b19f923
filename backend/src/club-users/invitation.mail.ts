import type { Locale } from '@courtside/domain';
import type { OutgoingMail } from '../mail/mail-sender.service';
import { MailTemplate } from '../mail/templates/mail-renderer';

interface InvitationTexts {
  subject(club: string): string;
  hello(name: string | null): string;
  invited(club: string): string;
  button(club: string): string;
  validity(days: number): string;
  later: string;
  reason(club: string): string;
}

const TEXTS: Record<Locale, InvitationTexts> = {
  en: {
    subject: (club) => `Welcome to ${club}`,
    hello: (name) => (name ? `Hello ${name},` : 'Hello,'),
    invited: (club) =>
      `${club} has invited you to its Courtside, where you sign up for the club's events. Use this link to sign in:`,
    button: (club) => `Sign in to ${club}`,
    validity: (days) =>
      `The link works once, for ${days} days, until you have signed in. Using it ends any other login links we sent you.`,
    later: "Later on, ask for a login link on the club's page with this address.",
    reason: (club) =>
      `You get this e-mail because ${club} invited this address. Invitations cannot be switched off.`,
  },
  nl: {
    subject: (club) => `Welkom bij ${club}`,
    hello: (name) => (name ? `Hallo ${name},` : 'Hallo,'),
    invited: (club) =>
      `${club} nodigt je uit voor Courtside, waar je je inschrijft voor de activiteiten van de club. Met deze link log je in:`,
    button: (club) => `Inloggen bij ${club}`,
    validity: (days) =>
      `De link werkt één keer, ${days} dagen lang, tot je bent ingelogd. Zodra je hem gebruikt, werken andere inloglinks die we je stuurden niet meer.`,
    later: 'Daarna vraag je met dit adres een inloglink aan op de pagina van de club.',
    reason: (club) =>
      `Je krijgt deze e-mail omdat ${club} dit adres heeft uitgenodigd. Uitnodigingen kun je niet uitzetten.`,
  },
};

interface InvitationModel {
  hello: string;
  invited: string;
  button: { label: string; url: string };
  validity: string;
  later: string;
}

const INVITATION = new MailTemplate<InvitationModel>({
  html: `{{> paragraph hello}}
{{> paragraph invited}}
{{> button button}}
<p style="margin:16px 0 0 0;font-size:14px;color:#4b5563;">{{validity}} {{later}}</p>`,
  text: `{{hello}}

{{invited}}
{{button.url}}

{{validity}}
{{later}}`,
});

/** The invitation mail (kind `invitation`, not switchable: no List-Unsubscribe), in `locale`. */
export function invitationMail(mail: {
  to: string;
  name: string | null;
  link: string;
  validDays: number;
  locale: Locale;
  club: { name: string; logo: string | null };
}): OutgoingMail {
  const t = TEXTS[mail.locale];
  return INVITATION.mail(
    mail.to,
    {
      locale: mail.locale,
      subject: t.subject(mail.club.name),
      preheader: t.validity(mail.validDays),
      brand: { name: mail.club.name, logo: mail.club.logo },
      footer: { reason: t.reason(mail.club.name), links: [] },
    },
    {
      hello: t.hello(mail.name),
      invited: t.invited(mail.club.name),
      button: { label: t.button(mail.club.name), url: mail.link },
      validity: t.validity(mail.validDays),
      later: t.later,
    },
    { headers: { 'X-Courtside-Notification': 'invitation' } },
  );
}
