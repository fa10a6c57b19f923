import { hasInvisibleCharacters, normaliseEmail } from './email';

describe('login addresses', () => {
  it('gives one mailbox one key however it is written', () => {
    for (const written of [
      'ann.lee@example.test',
      ' Ann.Lee@Example.TEST ',
      '"ann.lee"@example.test',
      '"Ann.Lee"@EXAMPLE.test',
      '"ann\\.lee"@example.test',
    ])
      expect([written, normaliseEmail(written)]).toEqual([written, 'ann.lee@example.test']);
  });

  it('keeps quotes that are needed', () => {
    expect(normaliseEmail('"ann lee"@example.test')).toBe('"ann lee"@example.test');
    expect(normaliseEmail('"ann..lee"@example.test')).toBe('"ann..lee"@example.test');
    expect(normaliseEmail('".ann"@example.test')).toBe('".ann"@example.test');
  });

  it('finds characters nobody can see, and leaves visible ones alone', () => {
    for (const hidden of [
      '\u200b',
      '\u200c',
      '\u200d',
      '\u2060',
      '\ufeff',
      '\u00ad',
      '\u202e',
      '\u00a0',
      '\u0000',
      '\u034f',
      '\ufe0f',
      '\u3164',
    ])
      expect([hidden.codePointAt(0), hasInvisibleCharacters(`a${hidden}b@example.test`)]).toEqual([
        hidden.codePointAt(0),
        true,
      ]);
    for (const visible of ['ann@example.test', 'zoë@example.test', 'δοκιμή@example.test'])
      expect(hasInvisibleCharacters(visible)).toBe(false);
  });
});
