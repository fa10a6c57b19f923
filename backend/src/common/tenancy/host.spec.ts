import type { Request } from 'express';
import { requestHost, subdomainOf } from './host';

const req = (headers: Record<string, string>) =>
  ({ get: (name: string) => headers[name.toLowerCase()] }) as unknown as Request;

describe('host parsing', () => {
  it('finds the club subdomain directly below the app domain', () => {
    expect(subdomainOf('riverside.localhost', 'localhost')).toBe('riverside');
    expect(subdomainOf('riverside.courtside.example', 'courtside.example')).toBe('riverside');
  });

  it('sees no club on the apex, deeper hosts or foreign hosts', () => {
    expect(subdomainOf('localhost', 'localhost')).toBeNull();
    expect(subdomainOf('a.b.localhost', 'localhost')).toBeNull();
    expect(subdomainOf('evil.example.org', 'localhost')).toBeNull();
    expect(subdomainOf('xlocalhost', 'localhost')).toBeNull();
  });

  it('strips the port and lower-cases', () => {
    expect(requestHost(req({ host: 'Riverside.LocalHost:3000' }), false)).toBe('riverside.localhost');
  });

  it('honours X-Forwarded-Host only behind a trusted proxy', () => {
    const r = req({ host: 'backend:3000', 'x-forwarded-host': 'harbour.localhost, proxy' });
    expect(requestHost(r, false)).toBe('backend');
    expect(requestHost(r, true)).toBe('harbour.localhost');
  });
});
