import { hasRefusedCharacters } from '@courtside/domain';
import { registerDecorator, type ValidationArguments, type ValidationOptions } from 'class-validator';
import { FieldValidationException } from '../errors/validation.exception';

/** Per DTO object: its fields whose refused text waits to be compared with the stored value. */
const DEFERRED = Symbol('text refused unless unchanged');

/** DTO classes of edits: their refused text counts only where it changes the stored value. */
const EDITS = new WeakSet<object>();

function isEdit(dto: object): boolean {
  for (let type = dto.constructor; type; type = Object.getPrototypeOf(type)) if (EDITS.has(type)) return true;
  return false;
}

function deferredOf(dto: object): Map<string, string> {
  const holder = dto as { [DEFERRED]?: Map<string, string> };
  if (!holder[DEFERRED])
    Object.defineProperty(dto, DEFERRED, { value: new Map<string, string>(), enumerable: false });
  return holder[DEFERRED]!;
}

const fits = (value: unknown, multiline: boolean): boolean =>
  Array.isArray(value)
    ? value.every((item) => fits(item, multiline))
    : typeof value !== 'string' || !hasRefusedCharacters(value, multiline);

/**
 * A text people see (a name, a location, a court; `multiline` for a description or a reason)
 * holds no control character and no bidirectional override (libs/domain hasRefusedCharacters,
 * API.md section 16): else 400 with `message`, `{Field} contains characters that are not
 * allowed`. A list is checked item by item. Anything but a string passes: its type is the other
 * decorators' to refuse.
 *
 * On the DTO of an edit (marked @RefusedTextOnlyWhenChanged), a refused text is only held back:
 * the service compares it with the stored value (refuseChangedText), so a value stored before
 * this rule, sent back unchanged by a form, does not block an edit of another field.
 */
export function AllowedCharacters(
  message: string,
  options: { multiline?: boolean } & ValidationOptions = {},
): PropertyDecorator {
  const { multiline = false, ...validation } = options;
  return (target, propertyName) =>
    registerDecorator({
      name: 'allowedCharacters',
      target: target.constructor,
      propertyName: propertyName as string,
      constraints: [multiline],
      options: { ...validation, message },
      validator: {
        validate(value: unknown, args: ValidationArguments) {
          if (fits(value, multiline)) return true;
          if (!isEdit(args.object)) return false;
          deferredOf(args.object).set(args.property, message);
          return true;
        },
      },
    });
}

/** Marks an edit's DTO: its refused text is checked against the stored value by the service. */
export function RefusedTextOnlyWhenChanged(): ClassDecorator {
  return (type) => {
    EDITS.add(type);
  };
}

/**
 * The edit's 400 for refused text (AllowedCharacters) in the fields it changes: a field whose
 * sent value equals `stored[field]` passes. Call it with the row the edit is about, before
 * writing.
 */
export function refuseChangedText(dto: object, stored: object): void {
  const deferred = (dto as { [DEFERRED]?: Map<string, string> })[DEFERRED];
  if (!deferred) return;
  const errors: Record<string, string> = {};
  for (const [field, message] of deferred) {
    const sent = (dto as Record<string, unknown>)[field];
    if (sent !== (stored as Record<string, unknown>)[field]) errors[field] = message;
  }
  if (Object.keys(errors).length) throw new FieldValidationException(errors);
}

/** For a field's OpenAPI description: what AllowedCharacters refuses, and with which message. */
export function allowedCharactersNote(message: string, multiline = false): string {
  return multiline
    ? `No control characters but line feed, CRLF and tab, and no bidirectional overrides or isolates (U+202A-U+202E, U+2066-U+2069): 400 '${message}'`
    : `No control characters and no bidirectional overrides or isolates (U+202A-U+202E, U+2066-U+2069): 400 '${message}'`;
}
