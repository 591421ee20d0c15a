import { describe, expect, it } from 'vitest';
import { isUniqueViolation, slugOf } from './slugs.js';

describe('slugOf', () => {
  it('drops accents, case and punctuation, joining words with hyphens', () => {
    expect(slugOf('  Programación Web: ¡2026!  ')).toBe('programacion-web-2026');
    expect(slugOf('Análisis de Datos & IA')).toBe('analisis-de-datos-ia');
  });
});

describe('isUniqueViolation', () => {
  it('recognizes SQLSTATE 23505 on the error or on its cause', () => {
    expect(isUniqueViolation({ code: '23505' })).toBe(true);
    expect(isUniqueViolation({ cause: { code: '23505' } })).toBe(true);
    expect(isUniqueViolation(new Error('other'))).toBe(false);
  });
});
