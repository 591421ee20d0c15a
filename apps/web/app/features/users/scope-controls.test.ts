import { describe, expect, it } from 'vitest';
import { scopeControls } from './scope-controls';

describe('scopeControls', () => {
  it('lets an academic admin touch only academic scopes', () => {
    const controls = scopeControls(['ACADEMIC_ADMIN'], ['BASIC', 'TEACHER'], false);
    expect(controls.held).toEqual([
      { scope: 'BASIC', removable: false },
      { scope: 'TEACHER', removable: true },
    ]);
    expect(controls.addable).toEqual(['ACADEMIC', 'HOST']);
  });

  it('gives a viewer without a granting scope read-only chips', () => {
    const controls = scopeControls(['MANAGER'], ['STUDENT'], false);
    expect(controls.held).toEqual([{ scope: 'STUDENT', removable: false }]);
    expect(controls.addable).toEqual([]);
  });

  it('never offers to remove one’s own last granting scope', () => {
    const controls = scopeControls(['SU'], ['SU', 'TEACHER'], true);
    expect(controls.held).toEqual([
      { scope: 'SU', removable: false },
      { scope: 'TEACHER', removable: true },
    ]);
  });

  it('lets MANAGER_ADMIN grant anything but SU', () => {
    expect(scopeControls(['MANAGER_ADMIN'], [], false).addable).not.toContain('SU');
    expect(scopeControls(['SU'], [], false).addable).toHaveLength(17);
  });
});
