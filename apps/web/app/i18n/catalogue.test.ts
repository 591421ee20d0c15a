import { SCOPES } from '@catedra/contract';
import { describe, expect, it } from 'vitest';
import { catalogues, format, getMessages } from './index';

/** Every leaf path of a catalogue, e.g. `login.title` or `pages.jobs.openings.0.title`. */
function leaves(value: unknown, path = ''): [string, unknown][] {
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, child]) => leaves(child, path ? `${path}.${key}` : key));
  }
  return [[path, value]];
}

describe('message catalogues', () => {
  const reference = leaves(catalogues.es);

  it.each(Object.entries(catalogues))('%s has every message of es, none empty', (_, catalogue) => {
    const entries = leaves(catalogue);
    expect(entries.map(([path]) => path).sort()).toEqual(reference.map(([path]) => path).sort());
    for (const [path, value] of entries) {
      expect(typeof value, path).toBe('string');
      expect((value as string).trim(), path).not.toBe('');
    }
  });

  it('keeps the specification toasts byte for byte', () => {
    const { session } = getMessages('es');
    expect(session.goodbye).toBe('¡Volvé pronto! Te esperamos 😀');
    expect(session.endedByError).toBe('Sesión finalizada por error');
    expect(session.userLoadFailed).toBe('App: Error obteniendo informacion');
  });

  it('describes every scope of the contract', () => {
    const { scopes } = getMessages('es');
    expect(Object.keys(scopes).sort()).toEqual([...SCOPES].sort());
  });

  it('has no placeholder text', () => {
    for (const [path, value] of reference) {
      expect(String(value), path).not.toMatch(/\b(lorem|ipsum|coming soon)\b/i);
      expect(String(value), path).not.toMatch(/\b(TODO|FIXME)\b/);
    }
  });
});

describe('format', () => {
  it('fills placeholders and leaves unknown ones visible', () => {
    expect(format('Hola, {name} ({missing})', { name: 'Ana' })).toBe('Hola, Ana ({missing})');
    expect(format('© {year} Cátedra', { year: 2026 })).toBe('© 2026 Cátedra');
  });
});
