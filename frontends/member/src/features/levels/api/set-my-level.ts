import { api, queryKeys, type MyLevel } from '@courtside/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';

/**
 * PUT /api/me/level (null clears it): 403 when the club does not let members rate themselves,
 * 409 once its staff set the level, 400 off the scale.
 */
export async function setMyLevel(level: number | null): Promise<MyLevel> {
  return (await api.put<{ data: MyLevel }>('/api/me/level', { level })).data;
}

export function useSetMyLevel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setMyLevel,
    onSuccess: (saved) => queryClient.setQueryData(queryKeys.myLevel, saved),
    // A refusal means the club changed something (staff set the level, self-rating went off): read it again.
    onError: () => queryClient.invalidateQueries({ queryKey: queryKeys.myLevel }),
  });
}
