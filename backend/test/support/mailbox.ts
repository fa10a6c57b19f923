import { waitFor } from './ports';

export interface CaughtMail {
  id: string;
  subject: string;
  text: string;
  html: string;
  to: string[];
  date: string;
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
  date: string;
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
          date: m.date,
          link,
          token: link ? decodeURIComponent(new URL(link).searchParams.get('token')!) : null,
        };
      });
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
