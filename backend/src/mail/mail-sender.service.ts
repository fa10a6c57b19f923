import { Inject, Injectable, OnApplicationShutdown } from '@nestjs/common';
import { connect, type Socket } from 'node:net';
import { createTransport, type Transporter } from 'nodemailer';
import type Mail from 'nodemailer/lib/mailer';
import addressparser from 'nodemailer/lib/addressparser';
import { parseConnectionUrl } from 'nodemailer/lib/shared';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { headerText } from './header-text';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  headers?: Record<string, string>;
  attachments?: Mail.Attachment[];
  /**
   * The club the mail is from (API.md section 15): From `"<name> via Courtside" <MAIL_FROM's
   * address>`, Reply-To its e-mail (none when it has none). Absent for mails of no club (the
   * system console's login links): those keep MAIL_FROM as it is.
   */
  club?: MailClub;
  /** Reply-To instead of the club's e-mail (an organiser's own address); null: none at all. */
  replyTo?: string | null;
}

/** Who a club's mail is from and whom replies reach. */
export interface MailClub {
  name: string;
  email: string | null;
}

/**
 * From and Reply-To of a mail. The club's name goes in nodemailer's address object, never into a
 * hand-made header: nodemailer quotes it, or RFC 2047-encodes it when it is not plain ASCII, so
 * `'t Hoogt ü` or a name with quotes arrives as written. The address stays MAIL_FROM's own, the
 * one the SMTP server and SPF/DKIM allow.
 */
export function senderOf(
  mail: Pick<OutgoingMail, 'club' | 'replyTo'>,
  mailFrom: string,
): Pick<Mail.Options, 'from' | 'replyTo'> {
  if (!mail.club) return { from: mailFrom, ...(mail.replyTo ? { replyTo: mail.replyTo } : {}) };
  const replyTo = mail.replyTo === undefined ? mail.club.email : mail.replyTo;
  return {
    from: { name: `${headerText(mail.club.name)} via Courtside`, address: fromAddress(mailFrom) },
    ...(replyTo ? { replyTo } : {}),
  };
}

/** The bare address of MAIL_FROM (`Courtside <no-reply@…>` or just the address). */
function fromAddress(mailFrom: string): string {
  const [first] = addressparser(mailFrom, { flatten: true });
  return first?.address || mailFrom;
}

/**
 * The mail with its subject and extra headers fit for a header line whatever they were made
 * from (event and club names come from the database): every mail leaves through send(), so no
 * composer can forget it.
 */
export function safeHeaders(mail: OutgoingMail): OutgoingMail {
  return {
    ...mail,
    subject: headerText(mail.subject),
    ...(mail.headers && {
      headers: Object.fromEntries(Object.entries(mail.headers).map(([k, v]) => [k, headerText(v)])),
    }),
  };
}

type SocketCallback = (error: Error | null, socketOptions?: { connection: Socket }) => void;

/**
 * Opens an SMTP connection with Nagle's algorithm off (nodemailer's `getSocket` hook). nodemailer
 * leaves Nagle on and writes a message's final "." apart from its body, so the server's delayed
 * ACK held every mail some 40 ms, most of a mail's time on a fast link (docs/performance.md). The
 * socket is handed over while it connects, so nodemailer's own handlers see a
 * refused or failed connection as with a socket of its own (its pool then drops the connection),
 * its greeting timeout bounds one that never answers, and it upgrades to TLS for smtps://.
 */
export function connectWithoutDelay(
  options: { host?: string; port?: number; secure?: boolean },
  callback: SocketCallback,
): void {
  // nodemailer's defaults: localhost, 465 for smtps://, else 587.
  const port = Number(options.port) || (options.secure ? 465 : 587);
  const socket = connect({ host: options.host || 'localhost', port, noDelay: true });
  // nodemailer listens from the callback on; this only keeps an early error from being unhandled.
  socket.on('error', () => undefined);
  callback(null, { connection: socket });
}

/**
 * The transport's options: a pool of SMTP_POOL_SIZE kept-open connections without Nagle's delay,
 * then whatever SMTP_URL says (host, port, credentials, and nodemailer options in its query
 * string, which win: `?maxMessages=50`, `?pool=false`; `?noDelay=false` keeps nodemailer's own
 * sockets). nodemailer's createTransport({ url, ... }) would read the URL alone and silently
 * drop the pool and the timeouts, hence the merge here.
 */
export function smtpTransportOptions(config: Pick<AppConfig, 'SMTP_URL' | 'SMTP_POOL_SIZE'>) {
  const url = parseConnectionUrl(config.SMTP_URL) as ReturnType<typeof parseConnectionUrl> & {
    noDelay?: boolean;
  };
  return {
    pool: true,
    maxConnections: config.SMTP_POOL_SIZE,
    maxMessages: 500,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
    ...(url.noDelay === false ? {} : { getSocket: connectWithoutDelay }),
    ...url,
  };
}

/**
 * Sends e-mail through SMTP over a pool of kept-open connections (SMTP_POOL_SIZE), so the
 * worker's concurrent jobs do not each pay for a new connection and handshake. Only the queue
 * worker calls it; requests never wait on SMTP.
 */
@Injectable()
export class MailSender implements OnApplicationShutdown {
  private readonly transport: Transporter;
  private closed = false;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    this.transport = createTransport(smtpTransportOptions(config) as Parameters<typeof createTransport>[0]);
  }

  async send(mail: OutgoingMail): Promise<void> {
    // A closed nodemailer pool drops a message without ever calling back, which would hold the
    // job (and the worker's shutdown) forever: fail it instead, and it is retried.
    if (this.closed) throw new Error('The SMTP transport is closed: the process is shutting down');
    const { club: _club, replyTo: _replyTo, ...message } = safeHeaders(mail);
    await this.transport.sendMail({ ...message, ...senderOf(mail, this.config.MAIL_FROM) });
  }

  onApplicationShutdown(): void {
    this.closed = true;
    this.transport.close();
  }
}
