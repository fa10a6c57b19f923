/** A region of the zone list: its zones as `{ value, label }` ('Europe/Amsterdam' → 'Amsterdam'). */
export interface TimeZoneGroup {
  region: string;
  zones: { value: string; label: string }[];
}

/** The zones without a region (UTC) and any zone the runtime does not list go last, under `other`. */
export const OTHER_REGION = '';

let known: readonly string[] | null = null;

/** Every zone the browser knows (Intl.supportedValuesOf), read once. */
function knownZones(): readonly string[] {
  known ??= typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return known;
}

/**
 * The browser's zones grouped by region, as a select with option groups shows them: some 400
 * zones are found by region, and a focused select jumps to the zone typed. `keep` (the club's or
 * the browser's zone) is always offered, even when the list lacks it (UTC, or an older alias
 * such as Asia/Calcutta that the club was given).
 */
export function timeZoneGroups(keep: string[] = []): TimeZoneGroup[] {
  const zones = new Set(knownZones());
  for (const zone of keep) if (zone) zones.add(zone);
  const groups = new Map<string, TimeZoneGroup>();
  for (const zone of [...zones].sort()) {
    const slash = zone.indexOf('/');
    const region = slash > 0 && knownZones().includes(zone) ? zone.slice(0, slash) : OTHER_REGION;
    const label = (region ? zone.slice(slash + 1) : zone).replace(/_/g, ' ');
    if (!groups.has(region)) groups.set(region, { region, zones: [] });
    groups.get(region)!.zones.push({ value: zone, label });
  }
  return [...groups.values()].sort(
    (a, b) =>
      Number(a.region === OTHER_REGION) - Number(b.region === OTHER_REGION) ||
      a.region.localeCompare(b.region),
  );
}
