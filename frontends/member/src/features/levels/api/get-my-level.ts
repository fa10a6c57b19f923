import { ApiError, getData, queryKeys, type MyLevel } from '@courtside/core';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** GET /api/me/level: one's own level at this club, its scale, and whether one may set it; null without a membership. */
export async function getMyLevel(): Promise<MyLevel | null> {
  try {
    return await getData<MyLevel>('/api/me/level');
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export const myLevelQueryOptions = () => queryOptions({ queryKey: queryKeys.myLevel, queryFn: getMyLevel });

export function useMyLevel({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...myLevelQueryOptions(), enabled });
}
