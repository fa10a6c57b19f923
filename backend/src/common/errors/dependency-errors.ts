const DOWN_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EPIPE',
  'EAI_AGAIN',
]);
const DOWN_MESSAGES = [
  /Connection terminated/i,
  /timeout exceeded when trying to connect/i,
  /Stream isn't writeable/i,
  /Connection is closed/i,
  /connect ECONNREFUSED/i,
  /the database system is (starting up|shutting down)/i,
  /terminating connection/i,
  // The client-side query deadline (database/deadline-client.ts): the server did not answer in time.
  /Query read timeout/i,
];

/** True when an error says PostgreSQL or Redis could not be reached, not that the input was bad. */
export function isDependencyDown(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const code = (error as { code?: string }).code;
  if (code && DOWN_CODES.has(code)) return true;
  const message = (error as { message?: string }).message ?? '';
  if (DOWN_MESSAGES.some((re) => re.test(message))) return true;
  const cause =
    (error as { cause?: unknown; driverError?: unknown }).driverError ?? (error as { cause?: unknown }).cause;
  return cause !== error && cause !== undefined && isDependencyDown(cause);
}
