import { ArgumentMetadata, BadRequestException, Injectable, ValidationPipe } from '@nestjs/common';
import { errorBody } from '../errors/error-body';
import { FieldValidationException, fieldErrorsOf } from '../errors/validation.exception';
import { findUnstorableText } from '../validation/unstorable-text';

/**
 * Validates DTOs: unknown properties rejected, one message per field, a body must be an object,
 * and no text anywhere in a body, query or path holds U+0000 or a lone surrogate.
 */
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
    // Text PostgreSQL refuses (U+0000) or that is no text (a lone surrogate): one rule for every
    // body, query and path value, so no DTO can forget it and no such string reaches a validator
    // or SQL.
    if (metadata.type === 'body' || metadata.type === 'query' || metadata.type === 'param') {
      const bad = findUnstorableText(value, metadata.data ?? '');
      if (bad) throw FieldValidationException.forField(bad.path || 'value', bad.message);
    }
    if (metadata.type === 'body' && metadata.metatype && this.toValidate(metadata)) {
      if (value === undefined || value === null) value = {};
      if (typeof value !== 'object' || Array.isArray(value)) {
        throw new BadRequestException(errorBody(400, 'Request body must be a JSON object'));
      }
    }
    return super.transform(value, metadata);
  }
}
