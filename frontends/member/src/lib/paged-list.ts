import { appendPage, type PageReader, type PagedList } from '@courtside/core';
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';

// The paged-list types and walkPages live in core (the shell starts the events list itself).
export { walkPages, type PageAnswer, type PagedList, type PageReader } from '@courtside/core';

/** 'Show more': reads the next page and adds it to the list on screen. */
export function useNextPage<T>(queryKey: QueryKey, read: PageReader<T>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (cursor: string) => ({ cursor, page: await read(cursor) }),
    onSuccess: ({ cursor, page }) =>
      // A refetch may have replaced the list meanwhile: only the page that follows it is added.
      client.setQueryData<PagedList<T>>(queryKey, (list) =>
        list && list.next_cursor === cursor ? appendPage(list, page) : list,
      ),
  });
}
