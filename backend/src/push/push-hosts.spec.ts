import { isAllowedEndpoint, parseAllowedHosts } from './push-hosts';

describe('push endpoint allow-list', () => {
  const defaults = parseAllowedHosts(undefined);

  it('takes the public push services by default, a leading *. meaning any subdomain', () => {
    expect(isAllowedEndpoint('https://fcm.googleapis.com/fcm/send/abc', defaults)).toBe(true);
    expect(isAllowedEndpoint('https://updates.push.services.mozilla.com/wpush/v2/x', defaults)).toBe(true);
    expect(isAllowedEndpoint('https://web.push.apple.com/QG', defaults)).toBe(true);
    expect(isAllowedEndpoint('https://wns2-par02p.notify.windows.com/w/?token=x', defaults)).toBe(true);
    expect(isAllowedEndpoint('https://notify.windows.com/w', defaults)).toBe(false);
    expect(isAllowedEndpoint('https://evil.fcm.googleapis.com/x', defaults)).toBe(false);
    expect(isAllowedEndpoint('https://fcm.googleapis.com.evil.test/x', defaults)).toBe(false);
  });

  it('refuses anything but https, other ports, credentials and non-strings', () => {
    expect(isAllowedEndpoint('http://fcm.googleapis.com/fcm/send/abc', defaults)).toBe(false);
    expect(isAllowedEndpoint('https://fcm.googleapis.com:8443/x', defaults)).toBe(false);
    expect(isAllowedEndpoint('https://fcm.googleapis.com:443/x', defaults)).toBe(true);
    expect(isAllowedEndpoint('https://u:p@fcm.googleapis.com/x', defaults)).toBe(false);
    expect(isAllowedEndpoint('not a url', defaults)).toBe(false);
    expect(isAllowedEndpoint(42, defaults)).toBe(false);
  });

  it('reads host:port entries', () => {
    const local = parseAllowedHosts(' 127.0.0.1:8443 , push.example.test ');
    expect(isAllowedEndpoint('https://127.0.0.1:8443/p/1', local)).toBe(true);
    expect(isAllowedEndpoint('https://127.0.0.1/p/1', local)).toBe(false);
    expect(isAllowedEndpoint('https://push.example.test/p/1', local)).toBe(true);
    expect(isAllowedEndpoint('https://fcm.googleapis.com/x', local)).toBe(false);
  });
});
