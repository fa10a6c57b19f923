import { BadRequestException } from '@nestjs/common';
import { DEFAULT_CLUB_TIMEZONE, VALIDATION } from '@courtside/domain';
import { ApiValidationPipe } from '../../common/http/validation.pipe';
import { CreateClubDto, UpdateClubDto } from './club-body.dto';

const pipe = new ApiValidationPipe();
const parse = <T>(metatype: new () => T, value: unknown) =>
  pipe.transform(value, { type: 'body', metatype }) as Promise<T>;

async function errorsOf(metatype: new () => unknown, value: unknown): Promise<Record<string, string>> {
  try {
    await parse(metatype, value);
  } catch (error) {
    if (error instanceof BadRequestException)
      return (error.getResponse() as { errors: Record<string, string> }).errors;
    throw error;
  }
  throw new Error('expected a validation failure');
}

describe('CreateClubDto', () => {
  it('normalises: trims, lower-cases the subdomain and e-mails, empty optional text is null', async () => {
    const dto = await parse(CreateClubDto, {
      name: '  Riverside  ',
      subdomain: ' RiverSide ',
      logo: '',
      website: '  ',
      email: ' Office@Riverside.Example ',
      description: '',
      timezone: 'europe/london',
      owner_email: ' Captain@Riverside.Example ',
    });
    expect(dto).toMatchObject({
      name: 'Riverside',
      subdomain: 'riverside',
      logo: null,
      website: null,
      email: 'office@riverside.example',
      description: null,
      timezone: DEFAULT_CLUB_TIMEZONE,
      owner_email: 'captain@riverside.example',
    });
  });

  it('names every failing field with its text', async () => {
    expect(
      await errorsOf(CreateClubDto, {
        name: ' ',
        subdomain: 'www',
        logo: 'ftp://x.example/a.png',
        website: 'riverside.example',
        email: 'nope',
        timezone: 'Mars/Olympus',
        allow_guest_signup: 'yes',
        listed: null,
        phone: 'x'.repeat(51),
        owner_email: 'nobody',
        colour: 'green',
      }),
    ).toEqual({
      name: VALIDATION.clubNameRequired,
      subdomain: VALIDATION.subdomainInvalid,
      logo: VALIDATION.logoInvalid,
      website: VALIDATION.websiteInvalid,
      email: VALIDATION.emailInvalid,
      timezone: VALIDATION.timezoneInvalid,
      allow_guest_signup: VALIDATION.booleanInvalid,
      listed: VALIDATION.booleanInvalid,
      phone: VALIDATION.phoneTooLong,
      owner_email: VALIDATION.emailInvalid,
      colour: VALIDATION.unknownProperty,
    });
  });
});

describe('UpdateClubDto', () => {
  it('leaves out what was not sent and adds no defaults', async () => {
    const dto = await parse(UpdateClubDto, { phone: '' });
    expect(Object.entries(dto).filter(([, v]) => v !== undefined)).toEqual([['phone', null]]);
  });

  it('refuses null for a required field but lets null clear an optional one', async () => {
    expect(
      await errorsOf(UpdateClubDto, { name: null, subdomain: null, timezone: null, logo: null }),
    ).toEqual({
      name: VALIDATION.clubNameRequired,
      subdomain: VALIDATION.subdomainInvalid,
      timezone: VALIDATION.timezoneInvalid,
    });
  });

  it('does not take an owner', async () => {
    expect(await errorsOf(UpdateClubDto, { owner_email: 'a@b.example' })).toEqual({
      owner_email: VALIDATION.unknownProperty,
    });
  });
});
