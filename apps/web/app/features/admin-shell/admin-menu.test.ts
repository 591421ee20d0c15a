import { ADMIN_PANEL_SCOPES, operations, SCOPE_GROUPS, SCOPES } from '@catedra/contract';
import { describe, expect, it } from 'vitest';
import { getMessages } from '../../i18n';
import { ADMIN_MENU, adminMenuFor } from './admin-menu';

const ids = (scopes: string[]) => adminMenuFor(scopes).map((entry) => entry.id);

/** The academic entries, in menu order, that open the menu of SU and of ACADEMIC_ADMIN. */
const ACADEMIC_ENTRIES = ['home', 'users', 'courses', 'topics', 'templates', 'certificates'];

describe('adminMenuFor', () => {
  it('shows SU every entry, in menu order', () => {
    expect(ids(['SU'])).toEqual(ADMIN_MENU.map((entry) => entry.id));
    expect(ids(['SU'])).toEqual([
      ...ACADEMIC_ENTRIES,
      'enrollments',
      'payments',
      'moneyMovements',
      'reminders',
      'reports',
      'sales',
      'leads',
      'attribution',
      'meetingCalls',
      'commissions',
      'alliances',
      'messaging',
      'automation',
      'devMailbox',
      'jobs',
    ]);
  });

  it('shows "Tareas" to SU and MANAGER_ADMIN only, as findAllJobs admits', () => {
    for (const scope of ADMIN_PANEL_SCOPES) {
      expect(ids([scope]).includes('jobs'), scope).toBe(scope === 'SU' || scope === 'MANAGER_ADMIN');
    }
  });

  it('shows "Usuarios" to exactly the panel scopes findAllUsers admits, and the dev mailbox to SU only', () => {
    const { access } = operations.findAllUsers;
    const admitted = access.kind === 'scopes' ? access.scopes : [];
    for (const scope of ADMIN_PANEL_SCOPES)
      expect(ids([scope]).includes('users'), scope).toBe((admitted as readonly string[]).includes(scope));
    expect(ids(['TEACHER'])).not.toContain('users');
    for (const scope of SCOPES) expect(ids([scope]).includes('devMailbox'), scope).toBe(scope === 'SU');
  });

  it('shows a teacher and a host only the start page and courses', () => {
    expect(ids(['TEACHER'])).toEqual(['home', 'courses']);
    expect(ids(['HOST'])).toEqual(['home', 'courses']);
  });

  it('shows a seller sales sections and nothing academic', () => {
    // His referred enrollments are in the sales area (`/ventas`, outside the panel), linked here.
    expect(ids(['SELLER'])).toEqual(['home', 'payments', 'sales', 'leads', 'meetingCalls']);
    expect(ADMIN_MENU.find((entry) => entry.id === 'sales')?.path).toBe('/ventas');
    expect(ids(['SELLER_ADMIN'])).toContain('sales');
    expect(ids(['COMMERCIAL'])).not.toContain('sales');
  });

  it('shows farming its collections sections', () => {
    // Collections read the payments they follow up (findAllPayments admits FARMING).
    expect(ids(['FARMING'])).toEqual(['home', 'users', 'enrollments', 'payments', 'messaging']);
  });

  it('merges the entries of several scopes without duplicates', () => {
    expect(ids(['TEACHER', 'MARKETING'])).toEqual([
      'home',
      'users',
      'courses',
      'leads',
      'attribution',
      'messaging',
    ]);
  });

  it('shows nothing to scopes without admin panel access', () => {
    for (const scope of SCOPES.filter((s) => !(ADMIN_PANEL_SCOPES as readonly string[]).includes(s))) {
      expect(ids([scope]), scope).toEqual([]);
    }
    expect(ids([])).toEqual([]);
  });

  it('gives every admin panel scope the start page', () => {
    for (const scope of ADMIN_PANEL_SCOPES) expect(ids([scope])[0], scope).toBe('home');
  });

  it('derives the academic entries from the contract: admins manage topics, managers read templates', () => {
    // ACADEMIC_ADMIN reads alliances (findAllAlliances admits it): courses are run for partners.
    expect(ids(['ACADEMIC_ADMIN'])).toEqual([...ACADEMIC_ENTRIES, 'alliances']);
    expect(ids(['MANAGER'])).toContain('templates');
    expect(ids(['MANAGER'])).not.toContain('topics');
  });

  it('shows "Alianzas" to exactly the panel scopes findAllAlliances admits', () => {
    const { access } = operations.findAllAlliances;
    const admitted = access.kind === 'scopes' ? access.scopes : [];
    for (const scope of ADMIN_PANEL_SCOPES)
      expect(ids([scope]).includes('alliances'), scope).toBe((admitted as readonly string[]).includes(scope));
    expect(ids(['COMMERCIAL'])).toContain('alliances');
  });

  it('shows "Informes" to exactly the panel scopes that read the reports', () => {
    const admitted: readonly string[] = SCOPE_GROUPS.reports;
    for (const scope of ADMIN_PANEL_SCOPES)
      expect(ids([scope]).includes('reports'), scope).toBe(admitted.includes(scope));
    for (const scope of ['SU', 'MANAGER_ADMIN', 'MANAGER', 'COMMERCIAL_ADMIN'])
      expect(ids([scope]), scope).toContain('reports');
    expect(ADMIN_MENU.find((entry) => entry.id === 'reports')).toMatchObject({
      path: '/admin/reports',
      available: true,
    });
  });

  it('has a label and a description for every entry', () => {
    const { entries } = getMessages().admin;
    for (const entry of ADMIN_MENU) expect(entries[entry.id].label).toBeTruthy();
    expect(Object.keys(entries).sort()).toEqual(ADMIN_MENU.map((entry) => entry.id).sort());
  });
});
