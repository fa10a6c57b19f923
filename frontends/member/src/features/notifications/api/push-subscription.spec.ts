import { keyBytes, pushSupport } from './push-subscription';

describe('push on this device', () => {
  it('reads a VAPID key from URL-safe base64, without padding', () => {
    // 0xfb 0xff 0xfe is '-__-' in URL-safe base64 and '+//+' in the standard alphabet.
    expect([...keyBytes('-__-')]).toEqual([0xfb, 0xff, 0xfe]);
    expect([...keyBytes('AQID')]).toEqual([1, 2, 3]);
    expect([...keyBytes('AQ')]).toEqual([1]);
  });

  it('says a browser without service workers cannot do push, and tells iPhones to install first', () => {
    // jsdom has no service worker, as a browser without push.
    expect(pushSupport()).toBe('unsupported');
    const agent = jest
      .spyOn(navigator, 'userAgent', 'get')
      .mockReturnValue('Mozilla/5.0 (iPhone; CPU iPhone OS 18_1)');
    expect(pushSupport()).toBe('install-first');
    agent.mockRestore();
  });
});
