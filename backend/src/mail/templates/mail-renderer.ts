import Handlebars from 'handlebars';
import type { Locale } from '@courtside/domain';
import type { OutgoingMail } from '../mail-sender.service';
import { LAYOUT_HTML, LAYOUT_TEXT, PARTIALS_HTML, PARTIALS_TEXT } from './mail-layout';

/** Who the mail is from, on top of it: the club (or Courtside itself for the system console). */
export interface MailBrand {
  name: string;
  /** An http(s) image address, or null: then the name stands alone. */
  logo: string | null;
}

export interface MailLink {
  label: string;
  url: string;
}

/** Why the person gets this mail, and the links to stop or manage it. */
export interface MailFooter {
  reason: string;
  links: MailLink[];
}

/** Everything around a mail's body. */
export interface MailFrame {
  locale: Locale;
  subject: string;
  /** The line mail clients show after the subject in the inbox. */
  preheader: string;
  brand: MailBrand;
  footer: MailFooter;
}

/** A body template: the same content as HTML and as plain text. */
export interface MailTemplateSource {
  html: string;
  text: string;
}

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

// Two environments: HTML escapes every value, plain text escapes nothing.
const htmlEnv = Handlebars.create();
const textEnv = Handlebars.create();
for (const [name, source] of Object.entries(PARTIALS_HTML)) htmlEnv.registerPartial(name, source);
for (const [name, source] of Object.entries(PARTIALS_TEXT)) textEnv.registerPartial(name, source);

const TEXT_OPTIONS = { noEscape: true } as const;
const layoutHtml = htmlEnv.compile<MailFrame & { body: string }>(LAYOUT_HTML);
const layoutText = textEnv.compile<MailFrame & { body: string }>(LAYOUT_TEXT, TEXT_OPTIONS);

/** Plain text without the blank-line runs that conditional sections leave behind. */
function tidy(text: string): string {
  return `${text
    .replace(/[ \t]+$/gm, '')
    .replace(/\n{3,}/g, '\n\n')
    .trim()}\n`;
}

/**
 * A mail template, compiled once per process: `render` puts a body model through the body
 * template (HTML and text) and wraps both in the shared layout.
 */
export class MailTemplate<Model> {
  private readonly html: Handlebars.TemplateDelegate<Model>;
  private readonly text: Handlebars.TemplateDelegate<Model>;

  constructor(source: MailTemplateSource) {
    this.html = htmlEnv.compile<Model>(source.html);
    this.text = textEnv.compile<Model>(source.text, TEXT_OPTIONS);
  }

  render(frame: MailFrame, model: Model): RenderedMail {
    return {
      subject: frame.subject,
      html: layoutHtml({ ...frame, body: this.html(model) }),
      text: tidy(layoutText({ ...frame, body: this.text(model) })),
    };
  }

  /** The rendered mail addressed to `to`, ready for MailSender. */
  mail(to: string, frame: MailFrame, model: Model, extra: Partial<OutgoingMail> = {}): OutgoingMail {
    return { to, ...this.render(frame, model), ...extra };
  }
}
