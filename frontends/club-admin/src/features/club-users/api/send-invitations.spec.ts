import { INVITATION_LIMITS } from '@courtside/domain';
import { apiError, mockApi, type ApiCall } from '@courtside/test-support/mock-api';
import { sendInvitations } from './send-invitations';

const SEND = 'POST /api/club-users/invitations';
const ids = (count: number) => Array.from({ length: count }, (_, i) => `id-${i}`);

describe('sendInvitations', () => {
  it("asks at most the server's limit a call and adds the answers up", async () => {
    const server = mockApi({
      [SEND]: ({ body }: ApiCall) => {
        const { user_ids } = body as { user_ids: string[] };
        return {
          body: {
            data: { sent: user_ids.length - 1, skipped: [{ user_id: user_ids[0], reason: 'not_found' }] },
          },
        };
      },
    });
    const result = await sendInvitations(ids(INVITATION_LIMITS.batchMax + 5));
    const sizes = server.callsTo(SEND).map((call) => (call.body as { user_ids: string[] }).user_ids.length);
    expect(sizes).toEqual([INVITATION_LIMITS.batchMax, 5]);
    expect(result.sent).toBe(INVITATION_LIMITS.batchMax + 5 - 2);
    expect(result.skipped).toEqual([
      { user_id: 'id-0', reason: 'not_found' },
      { user_id: `id-${INVITATION_LIMITS.batchMax}`, reason: 'not_found' },
    ]);
  });

  it('counts a last call of one refused as too soon (429) as skipped, keeping the rest', async () => {
    mockApi({
      [SEND]: ({ body }: ApiCall) => {
        const { user_ids } = body as { user_ids: string[] };
        return user_ids.length === 1
          ? {
              ...apiError(429, 'An invitation was sent to this person less than an hour ago'),
              headers: { 'Retry-After': '60' },
            }
          : { body: { data: { sent: user_ids.length, skipped: [] } } };
      },
    });
    const all = ids(INVITATION_LIMITS.batchMax + 1);
    await expect(sendInvitations(all)).resolves.toEqual({
      sent: INVITATION_LIMITS.batchMax,
      skipped: [{ user_id: all.at(-1), reason: 'invited_recently' }],
    });
  });

  it('passes on a 429 for a selection of one, for the screen to say when to try again', async () => {
    mockApi({ [SEND]: { ...apiError(429, 'Too soon'), headers: { 'Retry-After': '120' } } });
    await expect(sendInvitations(['id-0'])).rejects.toMatchObject({ status: 429, retryAfter: 120 });
  });
});
