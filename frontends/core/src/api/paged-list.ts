import type { QueryClient, QueryKey } from '@tanstack/react-query';

/** One answer of a paged list endpoint: `{ data, next_cursor }`, and `total` where it counts. */
export interface PageAnswer<T> {
  data?: T[] | null;
  next_cursor?: string | null;
  total?: number;
}

/** The pages of a list walked so far, as one list. */
export interface PagedList<T> {
  items: T[];
  /** The cursor of the next page; null when the list is complete. */
  next_cursor: string | null;
  /** How many items the whole list has (the server's count), when it says. */
  total: number | null;
  /** How many pages are in `items`. */
  pages: number;
}

/** Reads the page after `cursor` (null: the first page). */
export type PageReader<T> = (cursor: string | null) => Promise<PageAnswer<T>>;

/** The list with one more page at its end. */
export function appendPage<T>(list: PagedList<T> | null, page: PageAnswer<T>): PagedList<T> {
  return {
    items: [...(list?.items ?? []), ...(page.data ?? [])],
    next_cursor: page.next_cursor ?? null,
    total: page.total ?? list?.total ?? null,
    pages: (list?.pages ?? 0) + 1,
  };
}

/**
 * The query function of a paged list: the first page, then as many more as were on screen, so
 * a refetch (after a sign-up, say) keeps the list as long as it was. TanStack's infinite query
 * does the same, but the apps share a subset of TanStack Query without it (react-query-client.mjs).
 */
export function walkPages<T>(read: PageReader<T>) {
  return async ({ client, queryKey }: { client: QueryClient; queryKey: QueryKey }): Promise<PagedList<T>> => {
    const wanted = client.getQueryData<PagedList<T>>(queryKey)?.pages ?? 1;
    let list = appendPage<T>(null, await read(null));
    while (list.pages < wanted && list.next_cursor) list = appendPage(list, await read(list.next_cursor));
    return list;
  };
}
