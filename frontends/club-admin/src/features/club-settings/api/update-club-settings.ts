import { api, queryKeys, type ClubSettings, type ClubSettingsChange } from '@courtside/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';

/** PUT /api/club/settings: only the fields given change. */
export async function updateClubSettings(input: ClubSettingsChange): Promise<ClubSettings> {
  return (await api.put<{ data: ClubSettings }>('/api/club/settings', input)).data;
}

export function useUpdateClubSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateClubSettings,
    onSuccess: (settings) => {
      queryClient.setQueryData(queryKeys.clubSettings, settings);
      // The session's club carries default_locale: the language of people who never chose may follow.
      return queryClient.invalidateQueries({ queryKey: queryKeys.session });
    },
  });
}
