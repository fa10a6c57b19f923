import { SMTPServer } from 'smtp-server';

export interface SunkMail {
  to: string[];
  raw: string;
}

/**
 * An SMTP server of the test's own that it can stop and start again on the same port (an SMTP
 * outage), counting what it received. Outside the system, so a stand-in is fair.
 */
export class SmtpSink {
  readonly received: SunkMail[] = [];
  private server?: SMTPServer;

  constructor(readonly port: number) {}

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  to(address: string): SunkMail[] {
    return this.received.filter((m) => m.to.includes(address.toLowerCase()));
  }

  start(): Promise<void> {
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      closeTimeout: 50,
      logger: false,
      onData: (stream, session, callback) => {
        let raw = '';
        stream.on('data', (chunk: Buffer) => (raw += chunk.toString()));
        stream.on('end', () => {
          this.received.push({ to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()), raw });
          callback();
        });
      },
    });
    this.server.on('error', () => undefined);
    return new Promise((resolve) => this.server!.listen(this.port, '127.0.0.1', () => resolve()));
  }

  /** Stops accepting and drops open connections, as a crashed mail server would. */
  stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (!server) return Promise.resolve();
    return new Promise((resolve) => server.close(() => resolve()));
  }
}
