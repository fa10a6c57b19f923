import { LIMITS } from './limits';
import { VALIDATION } from './messages';
import { validateProfile } from './profile';

describe('validateProfile', () => {
  it('accepts an empty profile and ordinary values, trimmed', () => {
    expect(validateProfile({ name: '', phone: '' })).toEqual({});
    expect(validateProfile({ name: ' Anna de Vries ', phone: ' +31 (0)6 1234-5678 ' })).toEqual({});
  });

  it("refuses what the server refuses, with the server's messages", () => {
    expect(validateProfile({ name: 'x'.repeat(LIMITS.userName + 1), phone: 'call me' })).toEqual({
      name: VALIDATION.nameTooLong,
      phone: VALIDATION.memberPhoneInvalid,
    });
    expect(validateProfile({ name: 'Anna\u202e', phone: '1'.repeat(LIMITS.memberPhone + 1) })).toEqual({
      name: VALIDATION.nameCharacters,
      phone: VALIDATION.memberPhoneInvalid,
    });
  });

  it('lets a name stored before the character rule be sent back unchanged', () => {
    const saved = { name: 'Anna\u202e', phone: '' };
    expect(validateProfile(saved, saved)).toEqual({});
    expect(validateProfile({ ...saved, name: 'Bob\u202e' }, saved)).toEqual({
      name: VALIDATION.nameCharacters,
    });
  });
});
