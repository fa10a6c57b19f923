import { VALIDATION } from '@courtside/domain';
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
    const values = { email: 'ann@club.test', name: 'x'.repeat(101), user_type: 'clubadmin' };
    expect(validateClubUserForm(values, userTypeOptions(false))).toEqual({
      name: VALIDATION.nameTooLong,
      user_type: VALIDATION.userTypeInvalid,
    });
  });

  it('counts the name in graphemes, as the server does', () => {
    const types = userTypeOptions(false);
    const named = (name: string) =>
      validateClubUserForm({ email: 'ann@club.test', name, user_type: 'clubmember' }, types);
    expect(named('\u{1F3BE}'.repeat(100))).toEqual({});
    expect(named('\u2764\uFE0F'.repeat(100))).toEqual({});
    expect(named('\u2764\uFE0F'.repeat(101))).toEqual({ name: VALIDATION.nameTooLong });
  });

  it('sends a trimmed e-mail and no name for an empty one', () => {
    expect(formValuesToInput({ email: ' ann@club.test ', name: '  ', user_type: 'clubmember' })).toEqual({
      email: 'ann@club.test',
      name: null,
      user_type: 'clubmember',
    });
  });
});
