import type { HttpClient } from './http-client';
import { mailbox } from './mailbox';

/** Requests a club login link for `email` and returns the token read out of the delivered mail. */
export async function requestClubToken(client: HttpClient, email: string): Promise<string> {
  const before = (await mailbox.all(email)).length;
  const res = await client.post('/api/auth/magic-link', { email });
  if (res.status !== 200) throw new Error(`magic-link request failed: ${res.status} ${res.text}`);
  const mail = await mailbox.waitForMail(email, before + 1);
  if (!mail.token) throw new Error(`no link in the mail to ${email}`);
  return mail.token;
}

export async function requestSystemToken(client: HttpClient, email: string): Promise<string> {
  const before = (await mailbox.all(email)).length;
  const res = await client.post('/api/auth/system-admin-magic-link', { email });
  if (res.status !== 200) throw new Error(`system magic-link request failed: ${res.status} ${res.text}`);
  const mail = await mailbox.waitForMail(email, before + 1);
  if (!mail.token) throw new Error(`no link in the mail to ${email}`);
  return mail.token;
}

/** Logs `client` (a browser on a club host) in as `email`, the way a person does: by the mailed link. */
export async function loginToClub(client: HttpClient, email: string): Promise<HttpClient> {
  const token = await requestClubToken(client, email);
  const res = await client.post('/api/auth/verify-magic-link', { token });
  if (res.status !== 200) throw new Error(`verify failed: ${res.status} ${res.text}`);
  return client;
}

export async function loginToSystem(client: HttpClient, email: string): Promise<HttpClient> {
  const token = await requestSystemToken(client, email);
  const res = await client.post('/api/auth/system-admin-verify-magic-link', { token });
  if (res.status !== 200) throw new Error(`system verify failed: ${res.status} ${res.text}`);
  return client;
}
