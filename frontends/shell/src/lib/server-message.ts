import { ApiError } from '@courtside/core';

/**
 * The server's own sentence for a failed call (`message`, else `error`: API.md section 1), or the
 * screen's fallback when the reply had none (or there was no reply at all).
 */
export function serverMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) {
    const body = error.body as { message?: unknown; error?: unknown } | undefined;
    if (typeof body?.message === 'string' && body.message) return body.message;
    if (typeof body?.error === 'string' && body.error) return body.error;
  }
  return fallback;
}

/** The request never got an answer (offline, server down, blocked). */
export function isNetworkFailure(error: unknown): boolean {
  return error instanceof ApiError && error.status === 0;
}
