import { describe, expect, it } from 'vitest';
import { countryName, countryOptions, matchesSearch, searchKey } from './countries';

describe('countries', () => {
  it('names a code in Spanish and shows a value that is no country as it is', () => {
    expect(countryName('CL')).toBe('Chile');
    expect(countryName('UY')).toBe('Uruguay');
    expect(countryName('CH')).toBe('Suiza');
    expect(countryName('UR')).toBe('UR');
    expect(countryName(null)).toBe('');
  });

  it('offers every country once, by Spanish name, with its code as the value', () => {
    const options = countryOptions();
    expect(options).toHaveLength(249);
    expect(options.find((option) => option.label === 'Chile')?.value).toBe('CL');
    expect(options.find((option) => option.label === 'Uruguay')?.value).toBe('UY');
    const labels = options.map((option) => option.label);
    expect(labels).toEqual([...labels].sort((a, b) => a.localeCompare(b, 'es')));
  });

  it('finds a country by part of its name, accents and case aside, or by its code', () => {
    const typed = (search: string) =>
      countryOptions()
        .filter((option) => matchesSearch(option, search))
        .map((option) => option.value);
    expect(typed('chi')).toEqual(expect.arrayContaining(['CL', 'CN']));
    expect(typed('chi')).not.toContain('CH');
    expect(typed('peru')).toEqual(['PE']);
    expect(typed('uy')).toContain('UY');
    expect(searchKey(' Perú ')).toBe('peru');
  });
});
