import { plainToInstance } from 'class-transformer';
import { IsNotEmpty, IsString, MaxLength, validateSync } from 'class-validator';
import { FieldValidationException, fieldErrorsOf } from './validation.exception';

class Sample {
  @IsNotEmpty({ message: 'Name is required' })
  @MaxLength(5, { message: 'Name is too long' })
  @IsString({ message: 'Name must be text' })
  name!: string;
}

const errorsFor = (plain: object) =>
  fieldErrorsOf(
    validateSync(plainToInstance(Sample, plain), { whitelist: true, forbidNonWhitelisted: true }),
  );

describe('field validation errors', () => {
  it('reports the first declared failing rule of each field', () => {
    expect(errorsFor({})).toEqual({ name: 'Name is required' });
    expect(errorsFor({ name: 'far too long' })).toEqual({ name: 'Name is too long' });
  });

  it('names unknown fields', () => {
    expect(errorsFor({ name: 'ok', extra: 1 })).toEqual({ extra: 'This field is not allowed' });
  });

  it('builds the API error body with the first message on top', () => {
    const body = new FieldValidationException({ a: 'First', b: 'Second' }).getResponse();
    expect(body).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: 'First',
      errors: { a: 'First', b: 'Second' },
    });
  });
});
