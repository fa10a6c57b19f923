import { getData, queryKeys, type ClubSettings } from '@courtside/core';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** GET /api/club/settings (`club:settings`): the club's own settings (API.md section 4). */
export const getClubSettings = () => getData<ClubSettings>('/api/club/settings');

export const clubSettingsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.clubSettings, queryFn: getClubSettings });

export const useClubSettings = ({ enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...clubSettingsQueryOptions(), enabled });
