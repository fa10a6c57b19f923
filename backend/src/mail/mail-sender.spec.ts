import { createServer } from 'node:net';
import { createTransport } from 'nodemailer';
import { SMTPServer } from 'smtp-server';
import { loadConfig } from '../config/app-config';
import { connectWithoutDelay, MailSender, senderOf, smtpTransportOptions } from './mail-sender.service';

/** What nodemailer built: its transport's name and options. */
function built(options: object) {
  const mailer = createTransport(options as Parameters<typeof createTransport>[0]);
  const transport = mailer.transporter as unknown as { name: string; options: Record<string, unknown> };
  mailer.close();
  return { name: transport.name, options: transport.options };
}

describe('who a mail is from', () => {
  const MAIL_FROM = 'Courtside <no-reply@courtside.example>';

  it("names the club via Courtside at MAIL_FROM's address, with Reply-To the club's e-mail", () => {
    expect(senderOf({ club: { name: "TV 't Hoogt ü", email: 'info@hoogt.nl' } }, MAIL_FROM)).toEqual({
      from: { name: "TV 't Hoogt ü via Courtside", address: 'no-reply@courtside.example' },
      replyTo: 'info@hoogt.nl',
    });
    expect(senderOf({ club: { name: 'Dune', email: null } }, 'no-reply@x.example')).toEqual({
      from: { name: 'Dune via Courtside', address: 'no-reply@x.example' },
    });
  });

  it("lets a mail's own Reply-To win, or have none, and keeps MAIL_FROM for mails of no club", () => {
    const club = { name: 'Dune', email: 'info@dune.test' };
    expect(senderOf({ club, replyTo: 'olga@dune.test' }, MAIL_FROM).replyTo).toBe('olga@dune.test');
    expect(senderOf({ club, replyTo: null }, MAIL_FROM)).not.toHaveProperty('replyTo');
    expect(senderOf({}, MAIL_FROM)).toEqual({ from: MAIL_FROM });
  });

  it('keeps a line break in a club name out of the header', () => {
    const { from } = senderOf({ club: { name: 'Evil\r\nBcc: x@y.z', email: null } }, MAIL_FROM);
    expect(from).toEqual({ name: 'Evil Bcc: x@y.z via Courtside', address: 'no-reply@courtside.example' });
  });
});

describe('the SMTP transport', () => {
  it('is a pool of SMTP_POOL_SIZE kept-open connections to the host of SMTP_URL', () => {
    const transport = built(
      smtpTransportOptions({ SMTP_URL: 'smtp://mail.example:2525', SMTP_POOL_SIZE: 7 }),
    );
    expect(transport.name).toBe('SMTP (pool)');
    expect(transport.options).toMatchObject({
      host: 'mail.example',
      port: 2525,
      secure: false,
      maxConnections: 7,
      socketTimeout: 20_000,
    });
  });

  it('keeps the credentials and TLS of an smtps:// URL', () => {
    const transport = built(
      smtpTransportOptions({ SMTP_URL: 'smtps://user:p%40ss@mail.example:465', SMTP_POOL_SIZE: 5 }),
    );
    expect(transport.options).toMatchObject({ secure: true, port: 465, auth: { user: 'user' } });
    expect(transport.name).toBe('SMTP (pool)');
  });

  it('opens its connections itself, with Nagle off, unless SMTP_URL says ?noDelay=false', () => {
    const options = smtpTransportOptions({ SMTP_URL: 'smtp://127.0.0.1:1025', SMTP_POOL_SIZE: 5 });
    expect(options.getSocket).toBe(connectWithoutDelay);
    expect(
      smtpTransportOptions({ SMTP_URL: 'smtp://127.0.0.1:1025/?noDelay=false', SMTP_POOL_SIZE: 5 }).getSocket,
    ).toBeUndefined();
  });

  it('sends through its own sockets, and a refused connection fails the send and leaves the pool usable', async () => {
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData: (stream, _session, callback) => {
        stream.resume();
        stream.on('end', () => callback());
      },
    });
    const port = await new Promise<number>((resolve) => {
      const probe = createServer().listen(0, '127.0.0.1', () => {
        const { port: free } = probe.address() as { port: number };
        probe.close(() => resolve(free));
      });
    });
    const transport = createTransport(
      smtpTransportOptions({ SMTP_URL: `smtp://127.0.0.1:${port}`, SMTP_POOL_SIZE: 2 }) as Parameters<
        typeof createTransport
      >[0],
    );
    const send = (n: number) =>
      transport.sendMail({ from: 'a@example.test', to: `to-${n}@example.test`, text: 'x' });
    try {
      // More sends than connections while the server is down: each fails, none hangs.
      const down = await Promise.allSettled([1, 2, 3, 4].map(send));
      expect(down.map((r) => (r.status === 'rejected' ? String(r.reason.message) : 'sent'))).toEqual(
        Array(4).fill(expect.stringMatching(/ECONNREFUSED/)),
      );
      await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
      const up = await Promise.all([1, 2, 3, 4].map(send));
      expect(up.map((info) => info.response)).toEqual(Array(4).fill(expect.stringMatching(/^250 /)));
    } finally {
      transport.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });

  it("lets SMTP_URL's query string override the pool (nodemailer's URL options)", () => {
    const unpooled = built(
      smtpTransportOptions({ SMTP_URL: 'smtp://127.0.0.1:1025/?pool=false', SMTP_POOL_SIZE: 5 }),
    );
    expect(unpooled.name).toBe('SMTP');
    const fewer = built(
      smtpTransportOptions({ SMTP_URL: 'smtp://127.0.0.1:1025/?maxMessages=1', SMTP_POOL_SIZE: 5 }),
    );
    expect(fewer.options).toMatchObject({ pool: true, maxMessages: 1, maxConnections: 5 });
  });
});

describe('MailSender', () => {
  it('fails a send after shutdown instead of leaving it unanswered', async () => {
    const sender = new MailSender(loadConfig({ SMTP_URL: 'smtp://127.0.0.1:1', SMTP_POOL_SIZE: '1' }));
    sender.onApplicationShutdown();
    await expect(
      sender.send({ to: 'a@example.test', subject: 's', text: 't', html: '<p>t</p>' }),
    ).rejects.toThrow(/closed/);
  });
});
