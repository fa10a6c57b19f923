import { MailTemplate } from '../../mail/templates/mail-renderer';

/** One event as a card in a mail: its name, when, where, and how things stand. */
export interface EventCard {
  name: string;
  date: string;
  time: string;
  location: string;
  badge: { label: string; color: string; background: string } | null;
  /** Struck through (cancelled). */
  struck: boolean;
  /** How it was before a change ('Was: ...'), or null. */
  was: string | null;
}

/**
 * The body of every notification mail: a greeting, what happened, the event(s) as cards, what
 * to do next, and a button back to the event page. Each kind fills it differently
 * (notification-mail.ts); the layout around it is the shared one (mail/templates).
 */
export interface NoticeModel {
  hello: string;
  intro: string[];
  cards: EventCard[];
  notes: string[];
  button: { label: string; url: string } | null;
}

export const NOTICE = new MailTemplate<NoticeModel>({
  html: `{{> paragraph hello}}
{{#each intro}}{{> paragraph this}}{{/each}}
{{#each cards}}{{> eventCard this}}{{/each}}
{{#each notes}}{{> note this}}{{/each}}
{{#if button}}{{> button button}}{{/if}}`,
  text: `{{hello}}

{{#each intro}}{{> paragraph this}}
{{/each}}
{{#each cards}}{{> eventCard this}}
{{/each}}
{{#each notes}}{{> note this}}
{{/each}}
{{#if button}}{{> button button}}{{/if}}`,
});

/** Badge colours: green for a place, amber for the waitlist, red for cancelled (WCAG AA on white). */
export const BADGES = {
  confirmed: { color: '#14532d', background: '#dcfce7' },
  waitlisted: { color: '#78350f', background: '#fef3c7' },
  cancelled: { color: '#7f1d1d', background: '#fee2e2' },
} as const;
