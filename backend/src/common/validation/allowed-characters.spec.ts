import { PartialType } from '@nestjs/swagger';
import { IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { FieldValidationException } from '../errors/validation.exception';
import { ApiValidationPipe } from '../http/validation.pipe';
import { AllowedCharacters, RefusedTextOnlyWhenChanged, refuseChangedText } from './allowed-characters';

const NAME = 'Name contains characters that are not allowed';
const DESCRIPTION = 'Description contains characters that are not allowed';
const COURT = 'Court name contains characters that are not allowed';

class ThingDto {
  @IsString()
  @IsNotEmpty()
  @MaxLength(10, { message: 'Too long' })
  @AllowedCharacters(NAME)
  name!: string;

  @IsOptional()
  @IsString()
  @AllowedCharacters(DESCRIPTION, { multiline: true })
  description?: string;

  @IsOptional()
  @AllowedCharacters(COURT)
  courts?: string[];
}

@RefusedTextOnlyWhenChanged()
class EditThingDto extends ThingDto {}

@RefusedTextOnlyWhenChanged()
class PatchThingDto extends PartialType(ThingDto) {}

const pipe = new ApiValidationPipe();
const body = (metatype: new () => object, value: object) =>
  pipe.transform(value, { type: 'body', metatype, data: undefined }) as Promise<object>;

/** The field errors of a refused body, or null when it passes. */
async function refused(metatype: new () => object, value: object): Promise<Record<string, string> | null> {
  try {
    await body(metatype, value);
    return null;
  } catch (error) {
    if (error instanceof FieldValidationException) return error.fieldErrors;
    throw error;
  }
}

/** The field errors refuseChangedText throws, or null. */
function changed(dto: object, stored: object): Record<string, string> | null {
  try {
    refuseChangedText(dto, stored);
    return null;
  } catch (error) {
    if (error instanceof FieldValidationException) return error.fieldErrors;
    throw error;
  }
}

describe('AllowedCharacters', () => {
  it('refuses a control character or a bidirectional override, each field with its own message', async () => {
    expect(await refused(ThingDto, { name: 'A\r\nBcc: x', description: 'Bell\u0007' })).toEqual({
      name: NAME,
      description: DESCRIPTION,
    });
    for (const name of ['A\tB', 'A\u001b', 'A\u202eB', 'A\u2066', 'A\u0085', 'A\u007f'])
      expect([name, await refused(ThingDto, { name })]).toEqual([name, { name: NAME }]);
  });

  it('lets a multi-line field keep LF, CRLF and tab, and refuses a bare CR there', async () => {
    expect(await refused(ThingDto, { name: 'Zoë ❤️', description: 'One\r\n\tTwo\nThree' })).toBeNull();
    expect(await refused(ThingDto, { name: 'A', description: 'One\rTwo' })).toEqual({
      description: DESCRIPTION,
    });
  });

  it('checks every item of a list', async () => {
    expect(await refused(ThingDto, { name: 'A', courts: ['Court 1', 'Court 2'] })).toBeNull();
    expect(await refused(ThingDto, { name: 'A', courts: ['Court 1', 'Court\u001b2'] })).toEqual({
      courts: COURT,
    });
  });

  it("leaves a wrong type or length to the field's other checks, declared before it", async () => {
    expect(await refused(ThingDto, { name: 'x'.repeat(11) + '\u0007' })).toEqual({ name: 'Too long' });
    expect(await refused(ThingDto, { name: 'A', courts: [1, 2] })).toBeNull();
  });

  describe('on an edit, only where the value changes', () => {
    const stored = { name: 'Old\u000bname', description: '' };

    it('lets a refused value that is the stored one through', async () => {
      const dto = await body(EditThingDto, { name: stored.name, description: 'Fine' });
      expect(changed(dto, stored)).toBeNull();
    });

    it('refuses one that differs from the stored value, naming only the changed fields', async () => {
      const dto = await body(EditThingDto, { name: stored.name, description: 'New\u0007' });
      expect(changed(dto, stored)).toEqual({ description: DESCRIPTION });
      const renamed = await body(EditThingDto, { name: 'New\u000bname' });
      expect(changed(renamed, stored)).toEqual({ name: NAME });
    });

    it('holds for edits built with PartialType, and passes when nothing refused was sent', async () => {
      const dto = await body(PatchThingDto, { name: 'Riverside\u2066' });
      expect(changed(dto, { name: 'Riverside' })).toEqual({ name: NAME });
      expect(changed(dto, { name: 'Riverside\u2066' })).toBeNull();
      const clean = await body(PatchThingDto, { name: 'Riverside' });
      expect(changed(clean, { name: 'Other' })).toBeNull();
      // What the services spread into an UPDATE: the held-back fields are no property of it.
      expect(Object.keys(dto)).toEqual(['name']);
    });

    it('still refuses at once on a create DTO, whatever is stored', async () => {
      expect(await refused(ThingDto, { name: stored.name })).toEqual({ name: NAME });
    });
  });
});
