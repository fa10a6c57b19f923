import { BadRequestException, type ValidationError } from '@nestjs/common';
import { VALIDATION } from '@courtside/domain';
import { errorBody } from './error-body';

/** A 400 whose body maps each failing field to its message; `message` is the first of them. */
export class FieldValidationException extends BadRequestException {
  constructor(readonly fieldErrors: Record<string, string>) {
    const first = Object.entries(fieldErrors)[0];
    super(errorBody(400, first ? first[1] : VALIDATION.unknownProperty, fieldErrors));
  }

  static forField(field: string, message: string): FieldValidationException {
    return new FieldValidationException({ [field]: message });
  }
}

/** Flattens class-validator errors into `{ field: message }`, one message per field. */
export function fieldErrorsOf(errors: ValidationError[], prefix = ''): Record<string, string> {
  const out: Record<string, string> = {};
  for (const error of errors) {
    const path = prefix ? `${prefix}.${error.property}` : error.property;
    const constraints = error.constraints ?? {};
    if (constraints.whitelistValidation) {
      out[path] = VALIDATION.unknownProperty;
    } else {
      // class-validator lists constraints in reverse declaration order: the last is the first declared.
      const messages = Object.values(constraints);
      if (messages.length) out[path] = messages[messages.length - 1];
    }
    if (error.children?.length) Object.assign(out, fieldErrorsOf(error.children, path));
  }
  return out;
}
