import { queryOptions, useQuery } from '@tanstack/react-query';
import { getData, queryKeys, type Series } from '@courtside/core';

/** GET /api/series/:id: the rule, its end, the template and whether the caller signed up for all. */
export function getSeries(id: string): Promise<Series> {
  return getData<Series>(`/api/series/${encodeURIComponent(id)}`);
}

export const seriesQueryOptions = (id: string) =>
  queryOptions({ queryKey: queryKeys.series.detail(id), queryFn: () => getSeries(id) });

export function useSeries(id: string | null | undefined) {
  return useQuery({ ...seriesQueryOptions(id ?? ''), enabled: Boolean(id) });
}
