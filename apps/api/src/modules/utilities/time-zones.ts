/**
 * IANA time zones with their current UTC offset. The names come from @vvo/tzdb (which
 * follows the IANA releases) because the runtime's ICU list uses CLDR's legacy names
 * (`America/Buenos_Aires` where IANA says `America/Argentina/Buenos_Aires`); the offsets
 * come from the runtime. Offsets change with daylight saving, so the list is recomputed
 * at most once a minute.
 */
import { offsetMinutesAt } from '@catedra/contract';
import { timeZonesNames } from '@vvo/tzdb';

export type TimeZoneInfo = { id: string; offset: string; offsetMinutes: number };

const zoneIds = [...new Set([...timeZonesNames, 'UTC'])];
const knownZones = new Set(zoneIds);

export function isKnownTimeZone(id: string): boolean {
  if (knownZones.has(id)) return true;
  try {
    // Aliases such as America/Buenos_Aires are valid too, though not listed.
    new Intl.DateTimeFormat('en-US', { timeZone: id });
    return true;
  } catch {
    return false;
  }
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
