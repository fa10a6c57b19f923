import type { ClubEvent } from '@courtside/core';

/** SPEC.md 'Events page': name or description contains the search text, ignoring case. */
export function filterEvents(events: readonly ClubEvent[], search: string): ClubEvent[] {
  const needle = search.trim().toLowerCase();
  if (!needle) return [...events];
  return events.filter(
    (event) =>
      event.name.toLowerCase().includes(needle) || (event.description ?? '').toLowerCase().includes(needle),
  );
}
