import { isHttpUrl } from './http-url';
import { LIMITS } from './limits';

describe('isHttpUrl', () => {
  it.each([
    'https://riverside.example/logo.png',
    'http://riverside.example',
    'http://hilltop.example.org/about?x=1',
    'HTTPS://Riverside.Example/a?b=c#d',
    'http://localhost:3000/logo.svg',
    'https://xn--bcher-kva.example/',
  ])('accepts %s', (value) => {
    expect(isHttpUrl(value)).toBe(true);
  });

  it.each([
    '',
    'riverside.example',
    'ftp://riverside.example/logo.png',
    'javascript:alert(1)',
    'data:image/png;base64,AAAA',
    'http:riverside.example',
    'http:///path-only',
    'https://riverside .example',
    'https://riverside.example/a b',
    'https://user:secret@riverside.example/',
    'https://trusted.example@evil.example/',
    `https://riverside.example/${'a'.repeat(LIMITS.url)}`,
    42,
    null,
  ])('rejects %p', (value) => {
    expect(isHttpUrl(value)).toBe(false);
  });
});
