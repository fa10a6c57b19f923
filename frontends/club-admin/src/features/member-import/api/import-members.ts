import { useMutation } from '@tanstack/react-query';
import { ApiError, apiUpload, queryKeys, useRefreshingMutation, type ImportAnswer } from '@courtside/core';
import type { ImportFile } from '../utils/import-file';

export const IMPORT_PATH = '/api/club-users/import';

/**
 * POST /api/club-users/import with the file itself as the body (API.md section 12). A refused
 * real run (rows in error) answers 400 with the same `data` as a dry run: it comes back as an
 * `ImportRefused`, so the screen can show which rows stopped it.
 */
export async function importMembers(
  { file, contentType }: ImportFile,
  dryRun: boolean,
  invite = false,
): Promise<ImportAnswer> {
  const path = dryRun ? `${IMPORT_PATH}?dry_run=true` : invite ? `${IMPORT_PATH}?invite=true` : IMPORT_PATH;
  try {
    return (await apiUpload<{ data: ImportAnswer }>(path, file, contentType)).data;
  } catch (error) {
    const data = error instanceof ApiError ? answerOf(error.body) : null;
    throw data ? new ImportRefused(error as ApiError, data) : error;
  }
}

/** A real run the server refused for its rows: nothing was stored; `answer` says why. */
export class ImportRefused extends ApiError {
  constructor(
    error: ApiError,
    readonly answer: ImportAnswer,
  ) {
    super(error.message, error.status, error.body);
  }
}

function answerOf(body: unknown): ImportAnswer | null {
  const data = (body as { data?: Partial<ImportAnswer> } | undefined)?.data;
  return data && Array.isArray(data.rows) ? (data as ImportAnswer) : null;
}

/** The dry run: changes nothing, so it refreshes nothing. */
export const useImportPreview = () =>
  useMutation({ mutationFn: (file: ImportFile) => importMembers(file, true) });

/**
 * The real run: the club's users (every list and picker of them) and its audit log change. With
 * `invite`, everyone it creates is mailed an invitation in the same transaction.
 */
export const useImportMembers = () =>
  useRefreshingMutation(
    ({ file, invite }: { file: ImportFile; invite: boolean }) => importMembers(file, false, invite),
    [queryKeys.clubUsers.all, queryKeys.auditLog.all],
  );
