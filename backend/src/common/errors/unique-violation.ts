import { ConflictException } from '@nestjs/common';
import { QueryFailedError } from 'typeorm';

export function isUniqueViolation(error: unknown, constraint: string): boolean {
  if (!(error instanceof QueryFailedError)) return false;
  const driverError = error.driverError as { code?: string; constraint?: string };
  return driverError.code === '23505' && driverError.constraint === constraint;
}

/**
 * Runs `work`; a unique constraint it trips (a duplicate created by a concurrent request after
 * our own check) becomes the same 409 as the check gives: `messages` maps constraint to text.
 */
export async function conflictOnDuplicate<T>(
  work: () => Promise<T>,
  messages: Record<string, string>,
): Promise<T> {
  try {
    return await work();
  } catch (error) {
    for (const [constraint, message] of Object.entries(messages)) {
      if (isUniqueViolation(error, constraint)) throw new ConflictException(message);
    }
    throw error;
  }
}
