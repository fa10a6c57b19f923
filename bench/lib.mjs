// What the benchmarks share: a free local port, printing a line, and an SMTP server that greets
// at once.
import { createRequire } from 'node:module';
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
