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
    onSuccess: (settings, change) => {
      queryClient.setQueryData(queryKeys.clubSettings, settings);
      // The session's club carries default_locale: the language of people who never chose may follow.
      // GET /api/club carries the scale; a new scale converted every stored level.
      const changed = [
        queryKeys.session,
        queryKeys.club,
        ...(change.rating_scale ? [queryKeys.clubUsers.all, queryKeys.myLevel] : []),
      ];
      return Promise.all(changed.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
  });
}
