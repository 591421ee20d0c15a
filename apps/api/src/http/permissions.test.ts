import { readFileSync } from 'node:fs';
import { operations } from '@catedra/contract';
import { describe, expect, it } from 'vitest';
import { cellFor, permissionsMarkdown } from './permissions.js';

describe('the permissions table', () => {
  it('is committed as docs/permissions.md and current (refresh with `npm run docs:write`)', () => {
    const committed = readFileSync(new URL('../../../../docs/permissions.md', import.meta.url), 'utf8');
    expect(committed).toBe(permissionsMarkdown());
  });

  it('marks scopes, self-only and owner-checked access', () => {
    expect(cellFor(operations.findAllUsers, 'SU')).toBe('✓');
    expect(cellFor(operations.findAllUsers, 'STUDENT')).toBe('·');
    expect(cellFor(operations.updateUser, 'STUDENT')).toBe('self');
    expect(cellFor(operations.updateAcademicItem, 'BASIC')).toBe('✓');
  });
});
