interface MaildevMail {
  subject: string;
  text: string;
  to: { address: string }[];
}

/** The newest login link mailed to `to`, read from the SMTP catcher (waits for it). */
export async function latestLoginLink(to: string, after = 0, timeoutMs = 15_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const mails = (await (await fetch(`${process.env.E2E_MAIL_URL}/email`)).json()) as MaildevMail[];
    const mine = mails.filter((m) => m.to.some((t) => t.address.toLowerCase() === to.toLowerCase()));
    // The newest mail with a login link: notification mails (a confirmation, a reminder) may come
    // in between.
    for (const mail of mine.slice(after).reverse()) {
      const link = /https?:\/\/\S+\/auth\/(?:system-admin-)?verify\?token=[A-Za-z0-9_%-]+/.exec(
        mail.text,
      )?.[0];
      if (link) return link;
    }
    await new Promise((r) => setTimeout(r, 150));
  }
  throw new Error(`No login mail for ${to}`);
}

export async function mailCount(to: string): Promise<number> {
  const mails = (await (await fetch(`${process.env.E2E_MAIL_URL}/email`)).json()) as MaildevMail[];
  return mails.filter((m) => m.to.some((t) => t.address.toLowerCase() === to.toLowerCase())).length;
}

/** Every mail to `to` the SMTP catcher holds, oldest first. */
export async function mailsTo(to: string): Promise<MaildevMail[]> {
  const mails = (await (await fetch(`${process.env.E2E_MAIL_URL}/email`)).json()) as MaildevMail[];
  return mails.filter((m) => m.to.some((t) => t.address.toLowerCase() === to.toLowerCase()));
}
