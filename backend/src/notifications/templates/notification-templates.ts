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
  /** Words of the club's own, quoted as written, line by line (a cancellation's reason). */
  quote?: { label: string; lines: string[] };
  button: { label: string; url: string } | null;
}

export const NOTICE = new MailTemplate<NoticeModel>({
  html: `{{> paragraph hello}}
{{#each intro}}{{> paragraph this}}{{/each}}
{{#each cards}}{{> eventCard this}}{{/each}}
{{#if quote}}<p style="margin:0 0 6px 0;font-size:14px;font-weight:bold;color:#111827;">{{quote.label}}</p>
<p style="margin:0 0 14px 0;padding:0 0 0 12px;border-left:3px solid #d1d5db;font-size:14px;color:#374151;">{{#each quote.lines}}{{this}}{{#unless @last}}<br>{{/unless}}{{/each}}</p>{{/if}}
{{#each notes}}{{> note this}}{{/each}}
{{#if button}}{{> button button}}{{/if}}`,
  text: `{{hello}}

{{#each intro}}{{> paragraph this}}
{{/each}}
{{#each cards}}{{> eventCard this}}
{{/each}}
{{#if quote}}{{quote.label}}
{{#each quote.lines}}> {{this}}
{{/each}}

{{/if}}
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
