import { offsetMinutesAt } from '@catedra/contract';
import { describe, expect, it } from 'vitest';
import { canonicalTimeZone, formatOffset, isKnownTimeZone, listTimeZones } from './time-zones.js';

describe('time zones', () => {
  it('uses IANA names, not ICU’s legacy ones', () => {
    const ids = listTimeZones(new Date()).map((zone) => zone.id);
    expect(ids).toContain('America/Argentina/Buenos_Aires');
    expect(ids).toContain('Asia/Kolkata');
    expect(ids).not.toContain('America/Buenos_Aires');
  });

  it('follows daylight saving: Madrid is +01:00 in January and +02:00 in July', () => {
    expect(offsetMinutesAt('Europe/Madrid', new Date('2026-01-15T12:00:00Z'))).toBe(60);
    expect(offsetMinutesAt('Europe/Madrid', new Date('2026-07-15T12:00:00Z'))).toBe(120);
    expect(offsetMinutesAt('America/Santiago', new Date('2026-01-15T12:00:00Z'))).toBe(-180);
    expect(offsetMinutesAt('America/Santiago', new Date('2026-07-15T12:00:00Z'))).toBe(-240);
  });

  it('formats offsets with sign and minutes', () => {
    expect(formatOffset(-180)).toBe('-03:00');
    expect(formatOffset(345)).toBe('+05:45');
    expect(formatOffset(0)).toBe('+00:00');
  });

  it('lists each zone once, under its IANA name', () => {
    const ids = listTimeZones(new Date()).map((zone) => zone.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.filter((id) => id.endsWith('Buenos_Aires'))).toEqual(['America/Argentina/Buenos_Aires']);
  });

  it('reads an alias as the listed zone it stands for', () => {
    expect(canonicalTimeZone('America/Buenos_Aires')).toBe('America/Argentina/Buenos_Aires');
    expect(canonicalTimeZone('Asia/Calcutta')).toBe('Asia/Kolkata');
    expect(canonicalTimeZone('America/Argentina/Buenos_Aires')).toBe('America/Argentina/Buenos_Aires');
    expect(canonicalTimeZone('UTC')).toBe('UTC');
    expect(canonicalTimeZone('Mars/Olympus_Mons')).toBeUndefined();
  });

  it('knows real zones and aliases, and refuses invented ones', () => {
    expect(isKnownTimeZone('America/Argentina/Buenos_Aires')).toBe(true);
    expect(isKnownTimeZone('America/Buenos_Aires')).toBe(true);
    expect(isKnownTimeZone('Mars/Olympus_Mons')).toBe(false);
  });
});
