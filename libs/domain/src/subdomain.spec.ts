import { isValidSubdomain, suggestSubdomain } from './subdomain';

describe('suggestSubdomain', () => {
  it('makes a valid subdomain of a club name', () => {
    expect(suggestSubdomain('Riverside Tennis Club')).toBe('riverside-tennis-club');
    expect(suggestSubdomain('Tennisvereniging ’t Hoogje')).toBe('tennisvereniging-t-hoogje');
    expect(suggestSubdomain('  L.T.C. Élan & Zoë!  ')).toBe('l-t-c-elan-zoe');
    expect(suggestSubdomain('TC 1899')).toBe('tc-1899');
  });

  it('keeps to 63 characters and never ends in a hyphen', () => {
    const long = suggestSubdomain(`${'a'.repeat(62)} b`);
    expect(long).toBe('a'.repeat(62));
    expect(isValidSubdomain(suggestSubdomain(`${'word '.repeat(20)}`))).toBe(true);
  });

  it('suggests nothing when the name gives nothing valid', () => {
    expect(suggestSubdomain('')).toBe('');
    expect(suggestSubdomain('TC')).toBe('');
    expect(suggestSubdomain('!!!')).toBe('');
    expect(suggestSubdomain('Admin')).toBe('');
    expect(suggestSubdomain('テニス')).toBe('');
  });
});
