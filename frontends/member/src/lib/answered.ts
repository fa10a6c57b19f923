/** A query has its first answer (data or error), or is not asking (disabled). */
export const answered = (query: { isPending: boolean; fetchStatus: string }) =>
  !query.isPending || query.fetchStatus === 'idle';
