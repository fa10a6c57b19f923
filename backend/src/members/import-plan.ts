import {
  API_ERRORS,
  CLUB_ADMIN_ROLES,
  CLUB_ROLES,
  type ClubRole,
  type ImportField,
  type ImportFileReading,
} from '@courtside/domain';
import type { ImportedMember, KnownPerson } from './member-import.store';

export type ImportAction = 'create' | 'update' | 'unchanged' | 'error';

/** One row of the answer (API.md section 12). */
export interface ImportRowResult {
  row: number;
  email: string;
  action: ImportAction;
  changes?: ImportField[];
  errors?: Partial<Record<ImportField, string>>;
}

/** What an import would do, and the writes that do it. */
export interface ImportPlan {
  created: number;
  updated: number;
  unchanged: number;
  error_count: number;
  ignored_columns: string[];
  rows: ImportRowResult[];
  /** New memberships: by e-mail (the user may not exist yet). */
  creates: (Omit<ImportedMember, 'user_id'> & { email: string })[];
  updates: ImportedMember[];
}

/**
 * People who left the club: the day each left, by e-mail (`YYYY-MM-DD`), and whether the import
 * brings them back (`?include_departed=true`) or leaves their rows unchanged.
 */
export interface ImportDeparted {
  on: ReadonlyMap<string, string>;
  include: boolean;
}

/** An import's default type for a new person. */
const IMPORTED_TYPE: ClubRole = 'clubmember';

/** Higher types come first in CLUB_ROLES: a lower index is more. */
const rank = (type: ClubRole) => CLUB_ROLES.indexOf(type);
const isAdmin = (type: ClubRole) => (CLUB_ADMIN_ROLES as readonly ClubRole[]).includes(type);

/**
 * Compares the file's rows with what the club knows: a person not a member here is created (a
 * person known at another club too, with the same answer: nothing of the other club is read); a
 * member is updated in the fields the file has and that differ; else unchanged. An import never
 * demotes (a lower type leaves the stored one) and grants an admin type only to a caller who
 * may manage admins (else that row is in error). Someone who left the club is not created again
 * unless the import asks for it (API.md section 12).
 */
export function planImport(
  reading: ImportFileReading,
  known: ReadonlyMap<string, KnownPerson>,
  mayGrantAdmins: boolean,
  departed: ImportDeparted = { on: new Map(), include: false },
): ImportPlan {
  const plan: ImportPlan = {
    created: 0,
    updated: 0,
    unchanged: 0,
    error_count: 0,
    ignored_columns: reading.ignored_columns,
    rows: [],
    creates: [],
    updates: [],
  };
  for (const { row, values, errors } of reading.rows) {
    const found = known.get(values.email);
    const stored = found?.member ? found : undefined;
    const rowErrors = { ...errors };
    let type = values.user_type;
    if (type && stored && rank(type) >= rank(stored.user_type)) type = undefined;
    if (type && isAdmin(type) && !mayGrantAdmins) rowErrors.user_type = API_ERRORS.manageAdminsForbidden;

    if (Object.keys(rowErrors).length > 0) {
      plan.error_count += 1;
      plan.rows.push({ row, email: values.email, action: 'error', errors: rowErrors });
      continue;
    }
    const member = {
      user_type: type ?? null,
      name: values.name ?? null,
      member_number: values.member_number ?? null,
      phone: values.phone ?? null,
      level: values.level ?? null,
    };
    const leftOn = stored ? undefined : departed.on.get(values.email);
    if (leftOn && !departed.include) {
      // Not brought back unasked: the row is left as it is, saying why.
      plan.unchanged += 1;
      plan.rows.push({
        row,
        email: values.email,
        action: 'unchanged',
        errors: { email: `${API_ERRORS.importDeparted} ${leftOn}` },
      });
      continue;
    }
    if (!stored) {
      plan.created += 1;
      plan.creates.push({ ...member, user_type: member.user_type ?? IMPORTED_TYPE, email: values.email });
      plan.rows.push({ row, email: values.email, action: 'create' });
      continue;
    }
    const changes: Exclude<ImportField, 'email'>[] = [];
    if (member.user_type !== null) changes.push('user_type');
    for (const field of ['name', 'member_number', 'phone', 'level'] as const) {
      if (member[field] !== null && member[field] !== stored[field]) changes.push(field);
    }
    if (changes.length === 0) {
      plan.unchanged += 1;
      plan.rows.push({ row, email: values.email, action: 'unchanged' });
      continue;
    }
    plan.updated += 1;
    // Only the changed fields are written: an unchanged one stays exactly as stored.
    const update: ImportedMember = {
      user_id: stored.user_id,
      user_type: null,
      name: null,
      member_number: null,
      phone: null,
      level: null,
    };
    for (const field of changes) Object.assign(update, { [field]: member[field] });
    plan.updates.push(update);
    plan.rows.push({ row, email: values.email, action: 'update', changes });
  }
  return plan;
}
