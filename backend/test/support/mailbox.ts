import { waitFor } from './ports';

export interface CaughtAttachment {
  fileName: string;
  contentType: string;
  /** The name maildev serves it under (`content()` reads it). */
  generatedFileName: string;
}

export interface CaughtMail {
  id: string;
  subject: string;
  text: string;
  html: string;
  to: string[];
  /** The From addresses as the catcher decoded them (display name RFC 2047-decoded). */
  from: { address: string; name: string }[];
  date: string;
  /** Header names in lower case. */
  headers: Record<string, string>;
  attachments: CaughtAttachment[];
  /** The first login link in the text. */
  link: string | null;
  /** The token of that link. */
  token: string | null;
}

interface MaildevMail {
  id: string;
  subject: string;
  text: string;
  html: string;
  to: { address: string }[];
  from?: { address: string; name: string }[];
  date: string;
  headers?: Record<string, string | string[]>;
  attachments?: CaughtAttachment[] | null;
}

/** Reads what the app delivered to the SMTP catcher (maildev's REST API). */
export class Mailbox {
  private readonly base = process.env.TEST_MAILDEV_URL!;

  async all(to?: string): Promise<CaughtMail[]> {
    const res = await fetch(`${this.base}/email`);
    const mails = (await res.json()) as MaildevMail[];
    return mails
      .filter((m) => !to || m.to.some((t) => t.address.toLowerCase() === to.toLowerCase()))
      .map((m) => {
        const link =
          /https?:\/\/\S+\/auth\/(?:system-admin-)?verify\?token=[A-Za-z0-9_%-]+/.exec(m.text ?? '')?.[0] ??
          null;
        return {
          id: m.id,
          subject: m.subject,
          text: m.text,
          html: m.html,
          to: m.to.map((t) => t.address),
          from: (m.from ?? []).map(({ address, name }) => ({ address, name })),
          date: m.date,
          headers: Object.fromEntries(
            Object.entries(m.headers ?? {}).map(([k, v]) => [
              k.toLowerCase(),
              Array.isArray(v) ? v.join(', ') : v,
            ]),
          ),
          attachments: (m.attachments ?? []).map(({ fileName, contentType, generatedFileName }) => ({
            fileName,
            contentType,
            generatedFileName,
          })),
          link,
          token: link ? decodeURIComponent(new URL(link).searchParams.get('token')!) : null,
        };
      });
  }

  /** An attachment's content, as text. */
  async attachment(mail: CaughtMail, attachment: CaughtAttachment): Promise<string> {
    const res = await fetch(
      `${this.base}/email/${mail.id}/attachment/${encodeURIComponent(attachment.generatedFileName)}`,
    );
    if (!res.ok) throw new Error(`attachment ${attachment.fileName} of mail ${mail.id}: ${res.status}`);
    return res.text();
  }

  /** The message as it arrived (its .eml source): headers as written on the wire. */
  async source(mail: CaughtMail): Promise<string> {
    const res = await fetch(`${this.base}/email/${mail.id}/source`);
    if (!res.ok) throw new Error(`source of mail ${mail.id}: ${res.status}`);
    return res.text();
  }

  /** Waits until `to` has a mail `matching` (and returns it). */
  async waitForMatching(
    to: string,
    matching: (mail: CaughtMail) => boolean,
    description: string,
    timeoutMs = 15_000,
  ): Promise<CaughtMail> {
    return waitFor(
      `${description} to ${to}`,
      async () => (await this.all(to)).find(matching),
      timeoutMs,
      100,
    );
  }

  /** Waits for the `count`-th mail to an address (1 = the first ever sent to it). */
  async waitForMail(to: string, count = 1, timeoutMs = 15_000): Promise<CaughtMail> {
    return waitFor(
      `mail #${count} to ${to}`,
      async () => {
        const mails = await this.all(to);
        return mails.length >= count ? mails[count - 1] : undefined;
      },
      timeoutMs,
      100,
    );
  }
}

export const mailbox = new Mailbox();
