import { validateClubDetails, type ClubDetailsText } from './club-details';
import { LIMITS } from './limits';
import { VALIDATION } from './messages';

const details = (overrides: Partial<ClubDetailsText> = {}): ClubDetailsText => ({
  name: 'Riverside',
  logo: '',
  description: '',
  email: '',
  phone: '',
  website: '',
  address: '',
  ...overrides,
});

describe('validateClubDetails', () => {
  it('accepts a name alone, and full details', () => {
    expect(validateClubDetails(details())).toEqual({});
    expect(
      validateClubDetails(
        details({
          logo: 'https://cdn.example.test/logo.png',
          description: 'Courts.\nBar.',
          email: 'office@club.test',
          phone: '+31 20 123',
          website: 'http://club.test',
          address: 'Lane 1',
        }),
      ),
    ).toEqual({});
  });

  it("answers the server's message for each invalid field", () => {
    expect(
      validateClubDetails({
        name: '  ',
        logo: 'javascript:alert(1)',
        description: 'd'.repeat(LIMITS.clubDescription + 1),
        email: 'nope',
        phone: '1'.repeat(LIMITS.clubPhone + 1),
        website: 'club.test',
        address: 'a'.repeat(LIMITS.clubText + 1),
      }),
    ).toEqual({
      name: VALIDATION.clubNameRequired,
      logo: VALIDATION.logoInvalid,
      description: VALIDATION.clubDescriptionTooLong,
      email: VALIDATION.emailInvalid,
      phone: VALIDATION.phoneTooLong,
      website: VALIDATION.websiteInvalid,
      address: VALIDATION.textTooLong,
    });
    expect(validateClubDetails(details({ name: 'n'.repeat(LIMITS.clubName + 1) }))).toEqual({
      name: VALIDATION.clubNameTooLong,
    });
  });

  it('refuses control characters in changed text only', () => {
    const bad = details({ name: 'Club\u202E', address: 'Lane\u00071', description: 'a\u0000b' });
    expect(validateClubDetails(bad)).toEqual({
      name: VALIDATION.clubNameCharacters,
      address: VALIDATION.addressCharacters,
      description: VALIDATION.descriptionCharacters,
    });
    expect(validateClubDetails(bad, bad)).toEqual({});
  });
});
