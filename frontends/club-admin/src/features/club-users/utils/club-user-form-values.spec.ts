import { VALIDATION, type RatingScale } from '@courtside/domain';
import {
  EMPTY_CLUB_USER_FORM,
  formValuesToInput,
  userTypeOptions,
  validateClubUserForm,
} from './club-user-form-values';

describe('club user form values', () => {
  it('offers the four club types to those who may manage admins, three to others', () => {
    expect(userTypeOptions(true)).toEqual(['clubguest', 'clubmember', 'cluborganiser', 'clubadmin']);
    expect(userTypeOptions(false)).toEqual(['clubguest', 'clubmember', 'cluborganiser']);
  });

  it('keeps clubsuperadmin on the list while editing one, for those who may grant it', () => {
    expect(userTypeOptions(true, 'clubsuperadmin')).toContain('clubsuperadmin');
    expect(userTypeOptions(true, 'clubmember')).not.toContain('clubsuperadmin');
    expect(userTypeOptions(false, 'clubsuperadmin')).not.toContain('clubsuperadmin');
  });

  it('defaults to a guest and asks for a valid e-mail', () => {
    expect(EMPTY_CLUB_USER_FORM.user_type).toBe('clubguest');
    const types = userTypeOptions(false);
    expect(validateClubUserForm(EMPTY_CLUB_USER_FORM, types)).toEqual({ email: VALIDATION.emailInvalid });
    for (const email of ['ann', 'ann@', 'ann@club', 'a nn@club.test', '@club.test']) {
      expect(validateClubUserForm({ ...EMPTY_CLUB_USER_FORM, email }, types).email).toBe(
        VALIDATION.emailInvalid,
      );
    }
    expect(validateClubUserForm({ ...EMPTY_CLUB_USER_FORM, email: ' ann@club.test ' }, types)).toEqual({});
  });

  it('refuses a type that is not offered, and an over-long name', () => {
    const values = { email: 'ann@club.test', name: 'x'.repeat(101), user_type: 'clubadmin', level: '' };
    expect(validateClubUserForm(values, userTypeOptions(false))).toEqual({
      name: VALIDATION.nameTooLong,
      user_type: VALIDATION.userTypeInvalid,
    });
  });

  it('counts the name in graphemes, as the server does', () => {
    const types = userTypeOptions(false);
    const named = (name: string) =>
      validateClubUserForm({ email: 'ann@club.test', name, user_type: 'clubmember', level: '' }, types);
    expect(named('\u{1F3BE}'.repeat(100))).toEqual({});
    expect(named('\u2764\uFE0F'.repeat(100))).toEqual({});
    expect(named('\u2764\uFE0F'.repeat(101))).toEqual({ name: VALIDATION.nameTooLong });
  });

  it('sends a trimmed e-mail and no name for an empty one', () => {
    expect(
      formValuesToInput({ email: ' ann@club.test ', name: '  ', user_type: 'clubmember', level: '' }),
    ).toEqual({
      email: 'ann@club.test',
      name: null,
      user_type: 'clubmember',
    });
  });

  it("checks a level against the club's scale (range and steps), once the scale is known", () => {
    const types = userTypeOptions(false);
    const levelError = (level: string, scale: RatingScale | null = 'knltb') =>
      validateClubUserForm({ email: 'ann@club.test', name: '', user_type: 'clubmember', level }, types, scale)
        .level;
    for (const fine of ['', '1', '9', '6.5', '6,5', ' 4.2 ']) expect(levelError(fine)).toBeUndefined();
    for (const bad of ['0.9', '9.1', '6.55', 'six', '-1', '6.']) {
      expect(levelError(bad)).toBe(VALIDATION.levelInvalid);
    }
    expect(levelError('6.55', 'ntrp')).toBeUndefined();
    expect(levelError('7.01', 'ntrp')).toBe(VALIDATION.levelInvalid);
    expect(levelError('16.5', 'utr')).toBeUndefined();
    expect(levelError('10', 'simple')).toBeUndefined();
    expect(levelError('10', 'knltb')).toBe(VALIDATION.levelInvalid);
    expect(levelError('anything', null)).toBeUndefined();
  });

  it('sends a level only when it changed (a level staff send becomes theirs), null when cleared', () => {
    const initial = { email: 'ann@club.test', name: 'Ann', user_type: 'clubmember', level: '6.5' };
    expect(formValuesToInput(initial, initial)).not.toHaveProperty('level');
    expect(formValuesToInput({ ...initial, level: '6,5' }, initial)).not.toHaveProperty('level');
    expect(formValuesToInput({ ...initial, level: '7' }, initial).level).toBe(7);
    expect(formValuesToInput({ ...initial, level: '  ' }, initial).level).toBeNull();
    expect(formValuesToInput({ ...EMPTY_CLUB_USER_FORM, email: 'bo@club.test', level: '5,5' }).level).toBe(
      5.5,
    );
  });
});
