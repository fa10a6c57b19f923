import { api } from '@courtside/core';
import { useMutation } from '@tanstack/react-query';

/** The name the browser saves the file under: the club and the day, as the server names it. */
export const myDataFileName = (clubSubdomain: string, day = new Date()) =>
  `${clubSubdomain}-my-data-${day.toISOString().slice(0, 10)}.json`;

/**
 * GET /api/me/data-export: everything the club holds on the caller (API.md section 12), saved as
 * a JSON file. Read through the API client, so a failure reads like any other (its message).
 */
export async function downloadMyData(clubSubdomain: string): Promise<void> {
  const data = await api.get<unknown>('/api/me/data-export');
  const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = myDataFileName(clubSubdomain);
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    URL.revokeObjectURL(url);
  }
}

export function useDownloadMyData() {
  return useMutation({ mutationFn: downloadMyData });
}
