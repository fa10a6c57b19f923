import { canWebShare, isShareable, shareUrl, whatsAppUrl } from './share-link';

describe('share links', () => {
  it('points at the public page and builds a WhatsApp link with the text and the link', () => {
    expect(shareUrl('abc', 'https://riverside.courtside.example')).toBe(
      'https://riverside.courtside.example/e/abc',
    );
    expect(whatsAppUrl('Tue 1 Dec 19:30 · Mix & match', 'https://r.example/e/abc')).toBe(
      'https://wa.me/?text=Tue%201%20Dec%2019%3A30%20%C2%B7%20Mix%20%26%20match%20https%3A%2F%2Fr.example%2Fe%2Fabc',
    );
  });

  it('uses the Web Share API only where the browser has it', () => {
    expect(canWebShare({})).toBe(false);
    expect(canWebShare({ share: () => Promise.resolve() })).toBe(true);
  });

  it('offers Share for a scheduled public event of a club that allows it', () => {
    const event = { status: 'scheduled' as const, public_card: true, signup_state: 'open' as const };
    expect(isShareable(event, true)).toBe(true);
    expect(isShareable(event, false)).toBe(false);
    expect(isShareable({ ...event, public_card: false }, true)).toBe(false);
    expect(isShareable({ ...event, status: 'cancelled' }, true)).toBe(false);
    expect(isShareable({ ...event, signup_state: 'closed' }, true)).toBe(false);
  });
});
