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

export interface DayGroup {
  /** `YYYY-MM-DD` of the club's calendar, or null for events without a start. */
  date: string | null;
  events: ClubEvent[];
}

const DATE = /^\d{4}-\d{2}-\d{2}/;

/** Events in start order, in runs of one start date each (the list comes sorted from the server). */
export function groupByDay(events: readonly ClubEvent[]): DayGroup[] {
  const groups: DayGroup[] = [];
  for (const event of events) {
    const date = DATE.exec(event.start_time ?? '')?.[0] ?? null;
    const last = groups[groups.length - 1];
    if (last && last.date === date) last.events.push(event);
    else groups.push({ date, events: [event] });
  }
  return groups;
}
