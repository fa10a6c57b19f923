import type { Locale } from './locales';

/**
 * Column headers of the CSV downloads (API.md section 12), in the caller's language. The member
 * export's headers are ones the import reads back (member-import.ts), so an export imports
 * unchanged in either language.
 */
const COLUMNS = {
  en: {
    email: 'Email',
    name: 'Name',
    user_type: 'User type',
    level: 'Level',
    member_number: 'Member number',
    phone: 'Phone',
    last_seen_on: 'Last seen',
    status: 'Status',
    signup_time: 'Signed up at',
  },
  nl: {
    email: 'E-mailadres',
    name: 'Naam',
    user_type: 'Rol',
    level: 'Niveau',
    member_number: 'Lidnummer',
    phone: 'Telefoon',
    last_seen_on: 'Laatst gezien',
    status: 'Status',
    signup_time: 'Ingeschreven op',
  },
} as const satisfies Record<Locale, Record<string, string>>;

export type CsvColumn = keyof (typeof COLUMNS)['en'];

export function csvColumnHeader(column: CsvColumn, locale: Locale): string {
  return COLUMNS[locale][column];
}
