// What the benchmarks share: a free local port, printing a line, and an SMTP server that greets
// at once.
import { createRequire } from 'node:module';
import { SMTPServer } from 'smtp-server';
import { SMTPConnection } from 'smtp-server/lib/smtp-connection.js';

/** A free TCP port on 127.0.0.1 (the one the browser suite uses). */
export const { freePort } = createRequire(import.meta.url)('../scripts/lib/product.cjs');

export const log = (line = '') => process.stdout.write(`${line}\n`);

/**
 * smtp-server holds each greeting back 100 ms to catch clients that talk too early (a spam
 * defence). That delay is the test server's, not the pipeline's (and would charge a new
 * connection per mail): greet at once.
 */
export function greetAtOnce() {
  SMTPConnection.prototype.init = function init() {
    this._setListeners(() => this.connectionReady());
  };
}

/**
 * An SMTP server on a free port that accepts every mail and calls `onMail(recipients)` with the
 * envelope's addresses once each is complete. Call greetAtOnce() first.
 */
export async function startSmtpSink(onMail = () => undefined) {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    // No reverse DNS lookup of each client: a DNS server's latency is not the product's.
    disableReverseLookup: true,
    logger: false,
    size: 1024 * 1024,
    onData(stream, session, callback) {
      stream.on('data', () => undefined);
      stream.on('end', () => {
        onMail(session.envelope.rcptTo.map(({ address }) => address));
        callback();
      });
    },
  });
  server.on('error', () => undefined);
  const port = await freePort();
  await new Promise((ok) => server.listen(port, '127.0.0.1', ok));
  return { port, close: () => new Promise((ok) => server.close(ok)) };
}
