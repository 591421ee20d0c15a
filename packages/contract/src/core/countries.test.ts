import { describe, expect, it } from 'vitest';
import { COUNTRY_CODES, isCountryCode } from './countries.js';
import { PATTERNS } from './patterns.js';

describe('countries', () => {
  it('lists the 249 assigned ISO 3166-1 alpha-2 codes once, in order', () => {
    expect(COUNTRY_CODES).toHaveLength(249);
    expect(new Set(COUNTRY_CODES).size).toBe(249);
    expect([...COUNTRY_CODES].sort()).toEqual([...COUNTRY_CODES]);
    expect(COUNTRY_CODES).toEqual(expect.arrayContaining(['AR', 'CL', 'UY', 'CH', 'US', 'AQ', 'AX']));
  });

  it('recognises only listed, upper-case codes', () => {
    expect(isCountryCode('CL')).toBe(true);
    for (const value of ['UR', 'XK', 'ZZ', 'cl', 'CHL', '', null]) expect(isCountryCode(value)).toBe(false);
  });

  it('builds the schema pattern from the list: exactly the listed codes match', () => {
    const pattern = new RegExp(PATTERNS.countryCode);
    const every = Array.from({ length: 26 * 26 }, (_, index) =>
      String.fromCharCode(65 + Math.floor(index / 26), 65 + (index % 26)),
    );
    expect(every.filter((code) => pattern.test(code))).toEqual([...COUNTRY_CODES]);
    for (const value of ['cl', 'CLL', ' CL', 'CL\n']) expect(pattern.test(value)).toBe(false);
  });
});
