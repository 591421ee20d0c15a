import { describe, expect, it } from 'vitest';
import { tierLabel, tierNameOf } from './tier-select';

const tiers = [
  {
    id: '0192f000-0000-7000-8000-000000000001',
    code: 'ESTUDIANTE',
    name: 'Estudiantes',
    discountPercent: 15,
  },
  { id: '0192f000-0000-7000-8000-000000000002', code: 'DOCENTE', name: 'Docentes', discountPercent: 12.5 },
];

describe('a member’s tier as the screens show it', () => {
  it('names a tier by its name, code and discount, with a decimal comma', () => {
    expect(tierLabel(tiers[0]!)).toBe('Estudiantes (ESTUDIANTE) · 15%');
    expect(tierLabel(tiers[1]!)).toBe('Docentes (DOCENTE) · 12,5%');
  });

  it('finds a member’s tier name by its code, keeps an unknown code, and nothing for none', () => {
    expect(tierNameOf(tiers, 'DOCENTE')).toBe('Docentes');
    expect(tierNameOf(tiers, 'ORO')).toBe('ORO');
    expect(tierNameOf(tiers, null)).toBeNull();
  });
});
