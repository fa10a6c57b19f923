import { api, type MyProfile, type MyProfileChange } from '@courtside/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { myProfileQueryOptions } from './get-my-profile';

/** PUT /api/me/profile with only what changed; answers the whole profile as saved (400 names a bad field). */
export async function updateMyProfile(change: MyProfileChange): Promise<MyProfile> {
  return (await api.put<{ data: MyProfile }>('/api/me/profile', change)).data;
}

export function useUpdateMyProfile() {
  const queryClient = useQueryClient();
  const { queryKey } = myProfileQueryOptions();
  return useMutation({
    mutationFn: updateMyProfile,
    onSuccess: (saved) => queryClient.setQueryData(queryKey, saved),
  });
}
