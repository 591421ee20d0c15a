import { describe, expect, it } from 'vitest';
import { matchesSearch } from './countries';
import { isE164 } from './formats';
import {
  callingCodeOf,
  defaultPhoneCountry,
  formatPhone,
  joinPhone,
  phonePrefixOptions,
  splitPhone,
} from './phones';

describe('phones', () => {
  it('gives E.164 from a prefix and the number as written at home', () => {
    expect(joinPhone('AR', '011 15 2345-6789')).toBe('+5491123456789');
    expect(joinPhone('AR', '9 11 2345 6789')).toBe('+5491123456789');
    expect(joinPhone('CL', '9 1234 5678')).toBe('+56912345678');
    expect(joinPhone('UY', '094 123 456')).toBe('+59894123456');
  });

  it('keeps a number typed with its own "+", and gives nothing without digits', () => {
    expect(joinPhone('AR', '+56 9 1234 5678')).toBe('+56912345678');
    expect(joinPhone('AR', '  ')).toBe('');
    expect(joinPhone('AR', 'sin número')).toBe('');
  });

  it('never refuses by itself: a short number is left for PATTERNS.phone to refuse', () => {
    const short = joinPhone('AR', '12');
    expect(short).toBe('+5412');
    expect(isE164(short)).toBe(false);
    expect(isE164('+5491123456789')).toBe(true);
  });

  it('splits a stored phone into its country and national number, shared codes by area code', () => {
    expect(splitPhone('+5491123456789', 'AR')).toEqual({ country: 'AR', national: '91123456789' });
    expect(splitPhone('+56912345678', 'AR')).toEqual({ country: 'CL', national: '912345678' });
    expect(splitPhone('+18095551234', 'AR').country).toBe('DO');
    expect(splitPhone('+15550001111', 'CA').country).toBe('CA');
    expect(splitPhone('+15550001111', 'AR').country).toBe('US');
    expect(splitPhone('11 2345', 'UY')).toEqual({ country: 'UY', national: '11 2345' });
    expect(splitPhone('', 'AR')).toEqual({ country: 'AR', national: '' });
  });

  it('round-trips: what is split joins back to the same E.164', () => {
    for (const phone of [
      '+5491123456789',
      '+541143210000',
      '+56912345678',
      '+12125551234',
      '+447911123456',
    ]) {
      const { country, national } = splitPhone(phone, 'AR');
      expect(joinPhone(country, national)).toBe(phone);
    }
  });

  it('offers a prefix per country with a phone plan, by Spanish name; defaults to the person’s country or AR', () => {
    const options = phonePrefixOptions();
    expect(options.find((option) => option.value === 'CL')?.label).toBe('+56 Chile');
    expect(options.some((option) => option.value === 'AQ')).toBe(false);
    expect(options.filter((option) => matchesSearch(option, '+56')).map((option) => option.value)).toEqual([
      'CL',
    ]);
    expect(callingCodeOf('UY')).toBe('598');
    expect(defaultPhoneCountry('CL')).toBe('CL');
    expect(defaultPhoneCountry('AQ')).toBe('AR');
    expect(defaultPhoneCountry('')).toBe('AR');
  });

  it('shows a stored phone grouped as its country writes it', () => {
    expect(formatPhone('+5491123456789')).toBe('+54 9 11 2345 6789');
    expect(formatPhone('no es un teléfono')).toBe('no es un teléfono');
    expect(formatPhone(null)).toBe('');
  });
});
