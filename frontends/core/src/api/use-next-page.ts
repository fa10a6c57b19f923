import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { appendPage, type PageReader, type PagedList } from './paged-list';

/** 'Show more' / 'Load more': reads the next page and adds it to the list on screen. */
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
