/**
 * IANA time zones with their current UTC offset. The names come from @vvo/tzdb (which
 * follows the IANA releases) because the runtime's ICU list uses CLDR's legacy names
 * (`America/Buenos_Aires` where IANA says `America/Argentina/Buenos_Aires`); the offsets
 * come from the runtime. Offsets change with daylight saving, so the list is recomputed
 * at most once a minute.
 */
import { offsetMinutesAt } from '@catedra/contract';
import { getTimeZones, timeZonesNames } from '@vvo/tzdb';

export type TimeZoneInfo = { id: string; offset: string; offsetMinutes: number };

const zoneIds = [...new Set([...timeZonesNames, 'UTC'])];
const knownZones = new Set(zoneIds);

/**
 * Legacy and link names (`America/Buenos_Aires`) → the IANA name the list shows. tzdb groups
 * every link under its main zone; links it does not know (`Etc/UTC`) fall back to the
 * runtime's own resolution below.
 */
const canonicalByAlias = new Map<string, string>(
  getTimeZones({ includeUtc: true }).flatMap((zone) =>
    zone.group.filter((alias) => !knownZones.has(alias)).map((alias) => [alias, zone.name] as const),
  ),
);

/**
 * The listed IANA name of a zone (itself, or the zone an alias stands for), or `undefined` for
 * a name no runtime knows. What is stored is always the listed name, so one zone never shows
 * under two names.
 */
export function canonicalTimeZone(id: string): string | undefined {
  if (knownZones.has(id)) return id;
  const alias = canonicalByAlias.get(id);
  if (alias) return alias;
  try {
    const resolved = new Intl.DateTimeFormat('en-US', { timeZone: id }).resolvedOptions().timeZone;
    return canonicalByAlias.get(resolved) ?? (knownZones.has(resolved) ? resolved : undefined);
  } catch {
    return undefined;
  }
}

export function isKnownTimeZone(id: string): boolean {
  return canonicalTimeZone(id) !== undefined;
}

export function formatOffset(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const absolute = Math.abs(minutes);
  return `${sign}${String(Math.floor(absolute / 60)).padStart(2, '0')}:${String(absolute % 60).padStart(2, '0')}`;
}

let cache: { minute: number; zones: TimeZoneInfo[] } | undefined;

export function listTimeZones(now: Date): TimeZoneInfo[] {
  const minute = Math.floor(now.getTime() / 60_000);
  if (cache?.minute === minute) return cache.zones;
  const zones = zoneIds
    .map((id) => {
      const offsetMinutes = offsetMinutesAt(id, now);
      return { id, offsetMinutes, offset: formatOffset(offsetMinutes) };
    })
    .sort((a, b) => a.offsetMinutes - b.offsetMinutes || a.id.localeCompare(b.id));
  cache = { minute, zones };
  return zones;
}
