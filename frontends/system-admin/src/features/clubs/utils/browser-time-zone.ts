import { canonicalTimeZone } from '@courtside/domain';

/** The zone this browser is set to, when it is an IANA zone the runtime knows; else null. */
export function browserTimeZone(): string | null {
  try {
    return canonicalTimeZone(Intl.DateTimeFormat().resolvedOptions().timeZone);
  } catch {
    return null;
  }
}
