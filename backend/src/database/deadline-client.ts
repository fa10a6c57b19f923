import { Client, Query } from 'pg';

/** The error a query gets when its deadline passes: the wording node-postgres uses for its own. */
export const QUERY_DEADLINE_MESSAGE = 'Query read timeout';

type Settle = (error: Error | null | undefined, result?: unknown) => void;

interface PendingQuery {
  query: Query;
  settle: Settle;
}

/** The client's queue of queries not yet sent: node-postgres's, read only to withdraw one. */
function unsentQueue(client: Client): unknown[] | undefined {
  const queue = (client as unknown as { _queryQueue?: unknown })._queryQueue;
  return Array.isArray(queue) ? queue : undefined;
}

function giveUp(client: Client, pending: PendingQuery): void {
  const queue = unsentQueue(client);
  const at = queue?.indexOf(pending.query) ?? -1;
  // Not yet sent: withdrawn, so a request that was answered 503 cannot write later. Sent: the
  // server's statement_timeout ends it; whatever it answers is ignored.
  if (at >= 0) queue!.splice(at, 1);
  pending.settle(new Error(QUERY_DEADLINE_MESSAGE));
}

/**
 * node-postgres's Client with two changes, for the pool the application's queries run on:
 *
 * - A query asked for without a callback (TypeORM asks every query that way) runs through the
 *   library's callback form, in a plain promise.
 * - The client-side deadline is this class's own timer, not the library's `query_timeout`.
 *
 * Same queries, same deadline, same error (`Query read timeout`, a 503). Why: with the library's
 * promise form or its `query_timeout`, every result outlived the next minor GC, so under load the
 * rows of each list were promoted to the old generation (about 30 KB per query of 50 events, 100
 * KB per events page) and left for full collections, whose work on the GC threads cost more CPU
 * per request than the request's own framework. Through this class they die young, as they do
 * with the library's callback form (docs/performance.md has the measurements).
 */
export function clientWithDeadline(deadlineMs: number): typeof Client {
  class DeadlineClient extends Client {}
  const libraryQuery = Client.prototype.query as (this: Client, ...args: unknown[]) => unknown;
  Object.defineProperty(DeadlineClient.prototype, 'query', {
    configurable: true,
    writable: true,
    value: function query(this: Client, ...args: unknown[]): unknown {
      const [config, values, callback] = args;
      const submittable = typeof (config as { submit?: unknown } | null)?.submit === 'function';
      if (submittable || typeof values === 'function' || typeof callback === 'function') {
        return libraryQuery.apply(this, args);
      }
      return new Promise((resolve, reject) => {
        let settled = false;
        const settle: Settle = (error, result) => {
          if (settled) return;
          settled = true;
          clearTimeout(timer);
          if (error) reject(error);
          else resolve(result);
        };
        const pending: PendingQuery = {
          query: new Query(config as string, values as unknown[] | undefined, settle),
          settle,
        };
        // Read by settle, which runs only once the query was handed over below.
        const timer = setTimeout(giveUp, deadlineMs, this, pending);
        libraryQuery.call(this, pending.query);
      });
    },
  });
  return DeadlineClient;
}
