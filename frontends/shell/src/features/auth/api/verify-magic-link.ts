import { api, ApiError, type AuthUser } from '@courtside/core';

export interface MagicLinkVerified {
  success: boolean;
  user?: AuthUser;
  error?: string;
}

/** A reply that is OK but says `success: false` is a failure too, with the same shape. */
export async function expectSuccess(reply: Promise<MagicLinkVerified>): Promise<MagicLinkVerified> {
  const result = await reply;
  if (!result?.success) throw new ApiError(result?.error ?? '', 200, result);
  return result;
}

/** POST /api/auth/verify-magic-link: trades the link's token for a club session (cookie). */
export const verifyMagicLink = (token: string) =>
  expectSuccess(api.post<MagicLinkVerified>('/api/auth/verify-magic-link', { token }));
