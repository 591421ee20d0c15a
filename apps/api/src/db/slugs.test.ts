import { describe, expect, it } from 'vitest';
import { derivedSlugs, isUniqueViolation, slugOf } from './slugs.js';

describe('slugOf', () => {
  it('drops accents, case and punctuation, joining words with hyphens', () => {
    expect(slugOf('  Programación Web: ¡2026!  ')).toBe('programacion-web-2026');
    expect(slugOf('Análisis de Datos & IA')).toBe('analisis-de-datos-ia');
  });

  it('spells in ASCII what decomposition leaves alone: ß, ł, Greek, Cyrillic', () => {
    expect(slugOf('Straße Łódź')).toBe('strasse-lodz');
    expect(slugOf('Программирование')).toBe('programmirovanie');
    expect(slugOf('Λόγος')).toBe('logos');
  });
});

describe('derivedSlugs', () => {
  const slugPattern = /^[a-z0-9]+(-[a-z0-9]+)*$/;

  it('never yields an empty slug, even for a name with no ASCII spelling', () => {
    for (const name of ['日本語', '\n\u000f', '🎓', '   ']) {
      const slugs = [...derivedSlugs(name, 'tema')];
      expect(slugs).toHaveLength(5);
      for (const slug of slugs) expect(slug).toMatch(slugPattern);
      expect(slugs[0]).toMatch(/^tema-[0-9a-f]{6}$/);
      expect(new Set(slugs).size).toBe(5);
    }
  });

  it('tries the name first, then the name with a suffix', () => {
    const [first, second] = derivedSlugs('Diseño Web', 'tema');
    expect(first).toBe('diseno-web');
    expect(second).toMatch(/^diseno-web-[0-9a-f]{6}$/);
  });
});

describe('isUniqueViolation', () => {
  it('recognizes SQLSTATE 23505 on the error or on its cause', () => {
    expect(isUniqueViolation({ code: '23505' })).toBe(true);
    expect(isUniqueViolation({ cause: { code: '23505' } })).toBe(true);
    expect(isUniqueViolation(new Error('other'))).toBe(false);
  });
});
