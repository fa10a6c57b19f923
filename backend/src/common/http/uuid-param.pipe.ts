import { Injectable, NotFoundException, PipeTransform } from '@nestjs/common';
import { API_ERRORS } from '@courtside/domain';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A path id that is not a UUID names nothing: 404, never a 500 from the database. */
@Injectable()
export class UuidParam implements PipeTransform<string, string> {
  constructor(private readonly notFoundMessage: string = API_ERRORS.notFound) {}

  transform(value: string): string {
    if (!UUID.test(value)) throw new NotFoundException(this.notFoundMessage);
    return value.toLowerCase();
  }
}

export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID.test(value);
}
