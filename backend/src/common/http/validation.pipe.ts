import { ArgumentMetadata, BadRequestException, Injectable, ValidationPipe } from '@nestjs/common';
import { errorBody } from '../errors/error-body';
import { FieldValidationException, fieldErrorsOf } from '../errors/validation.exception';

/** Validates DTOs: unknown properties rejected, one message per field, a body must be an object. */
@Injectable()
export class ApiValidationPipe extends ValidationPipe {
  constructor() {
    super({
      whitelist: true,
      forbidNonWhitelisted: true,
      transform: true,
      transformOptions: { enableImplicitConversion: false },
      validationError: { target: false, value: false },
      exceptionFactory: (errors) => new FieldValidationException(fieldErrorsOf(errors)),
    });
  }

  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    if (metadata.type === 'body' && metadata.metatype && this.toValidate(metadata)) {
      if (value === undefined || value === null) value = {};
      if (typeof value !== 'object' || Array.isArray(value)) {
        throw new BadRequestException(errorBody(400, 'Request body must be a JSON object'));
      }
    }
    return super.transform(value, metadata);
  }
}
