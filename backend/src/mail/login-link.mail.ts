import type { OutgoingMail } from './mail-sender.service';

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** The login e-mail: plain text and HTML, naming the club (or the system console). */
export function loginLinkMail(
  to: string,
  link: string,
  clubName: string | null,
  validMinutes: number,
): OutgoingMail {
  const place = clubName ?? 'the Courtside system console';
  const subject = clubName ? `Your login link for ${clubName}` : 'Your Courtside system admin login link';
  const text = [
    `Hello,`,
    ``,
    `Use this link to log in to ${place}:`,
    link,
    ``,
    `The link works once and expires in ${validMinutes} minutes. A newer link replaces this one.`,
    `If you did not ask for it, you can ignore this e-mail.`,
    ``,
    `Courtside`,
  ].join('\n');
  const html = `<!doctype html>
<html><body style="font-family: system-ui, sans-serif; color: #1f2937; line-height: 1.5">
  <p>Hello,</p>
  <p>Use this link to log in to <strong>${escapeHtml(place)}</strong>:</p>
  <p><a href="${escapeHtml(link)}" style="display:inline-block;padding:10px 18px;background:#15803d;color:#fff;border-radius:6px;text-decoration:none">Log in to ${escapeHtml(clubName ?? 'Courtside')}</a></p>
  <p style="font-size: 13px">Or paste this address into your browser:<br><span style="word-break: break-all">${escapeHtml(link)}</span></p>
  <p style="font-size: 13px; color: #6b7280">The link works once and expires in ${validMinutes} minutes. A newer link replaces this one. If you did not ask for it, you can ignore this e-mail.</p>
</body></html>`;
  return { to, subject, text, html };
}
