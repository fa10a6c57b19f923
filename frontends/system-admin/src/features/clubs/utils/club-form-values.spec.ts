import { VALIDATION } from '@courtside/domain';
import {
  EMPTY_CLUB_FORM,
  formValuesToCreateInput,
  formValuesToInput,
  newClubForm,
  validateClubForm,
} from './club-form-values';
import { OTHER_REGION, timeZoneGroups } from './time-zones';

const valid = { ...EMPTY_CLUB_FORM, name: 'Hilltop', subdomain: 'hilltop' };

describe('club form rules', () => {
  it('accepts a minimal club and checks the owner only on create', () => {
    expect(validateClubForm(valid, { withOwner: true })).toEqual({});
    const badOwner = { ...valid, owner_email: 'nobody' };
    expect(validateClubForm(badOwner, { withOwner: true })).toEqual({ owner_email: VALIDATION.emailInvalid });
    expect(validateClubForm(badOwner, { withOwner: false })).toEqual({});
  });

  it('checks the subdomain as the server normalises it (trimmed, lower-cased)', () => {
    expect(validateClubForm({ ...valid, subdomain: ' HillTop ' }, { withOwner: false })).toEqual({});
    expect(validateClubForm({ ...valid, subdomain: 'api' }, { withOwner: false })).toEqual({
      subdomain: VALIDATION.subdomainInvalid,
    });
  });

  it('applies the server limits to the free texts', () => {
    const long = {
      ...valid,
      description: 'd'.repeat(2001),
      phone: '1'.repeat(51),
      address: 'a'.repeat(201),
      subscription_id: 's'.repeat(101),
    };
    expect(validateClubForm(long, { withOwner: false })).toEqual({
      description: VALIDATION.clubDescriptionTooLong,
      phone: VALIDATION.phoneTooLong,
      address: VALIDATION.textTooLong,
      subscription_id: VALIDATION.subscriptionIdTooLong,
    });
  });

  it('counts the free texts in graphemes, as the server does', () => {
    const heart = '\u2764\uFE0F';
    const at = (n: number) => ({
      ...valid,
      name: heart.repeat(n * 100),
      description: heart.repeat(n * 2000),
      phone: heart.repeat(n * 50),
      address: heart.repeat(n * 200),
      subscription_id: heart.repeat(n * 100),
    });
    expect(validateClubForm(at(1), { withOwner: false })).toEqual({});
    const over = { ...at(1), name: at(1).name + heart, phone: at(1).phone + heart };
    expect(validateClubForm(over, { withOwner: false })).toEqual({
      name: VALIDATION.clubNameTooLong,
      phone: VALIDATION.phoneTooLong,
    });
  });

  it('sends trimmed texts, empty optional ones as null, the owner only when given', () => {
    expect(formValuesToCreateInput({ ...valid, name: ' Hilltop ', address: '  ' })).toEqual({
      name: 'Hilltop',
      subdomain: 'hilltop',
      logo: null,
      subscription_id: null,
      description: null,
      email: null,
      phone: null,
      website: null,
      address: null,
      timezone: 'Europe/London',
      join_policy: 'request',
      listed: true,
      default_locale: 'en',
      rating_scale: 'simple',
    });
    expect(formValuesToInput({ ...valid, default_locale: 'nl' })).not.toHaveProperty('default_locale');
    expect(formValuesToCreateInput({ ...valid, owner_email: ' cap@hilltop.test ' })).toMatchObject({
      owner_email: 'cap@hilltop.test',
    });
  });

  it("starts a new club in the browser's zone, else in London", () => {
    expect(newClubForm('America/Chicago').timezone).toBe('America/Chicago');
    expect(newClubForm(null).timezone).toBe('Europe/London');
  });
});

describe('time zone list', () => {
  it('groups the zones by region, the ones without a region last, and keeps a zone it lacks', () => {
    const groups = timeZoneGroups(['UTC', 'Mars/Olympus_Mons']);
    const europe = groups.find((group) => group.region === 'Europe');
    expect(europe?.zones).toContainEqual({ value: 'Europe/Amsterdam', label: 'Amsterdam' });
    const last = groups[groups.length - 1];
    expect(last.region).toBe(OTHER_REGION);
    expect(last.zones).toEqual(
      expect.arrayContaining([
        { value: 'UTC', label: 'UTC' },
        { value: 'Mars/Olympus_Mons', label: 'Mars/Olympus Mons' },
      ]),
    );
    const regions = groups.map((group) => group.region).slice(0, -1);
    expect(regions).toEqual([...regions].sort());
  });
});
