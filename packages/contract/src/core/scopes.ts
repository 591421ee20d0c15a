/**
 * The 17 user scopes (roles) of the specification, section 6, and the 13 that open the
 * admin panel. Both lists are the specification's; what each scope may do is declared
 * per operation (see `Access` in operation.ts) and summarised in DESIGN.md section 3.
 */
export const SCOPES = [
  'BASIC',
  'SU',
  'STUDENT',
  'TEACHER',
  'ACADEMIC',
  'MARKETING',
  'ACADEMIC_ADMIN',
  'SELLER_ADMIN',
  'COMMERCIAL_ADMIN',
  'MANAGER_ADMIN',
  'FARMING',
  'HOST',
  'SELLER',
  'COMMERCIAL',
  'MANAGER',
  'SELLER_EXTERNAL',
  'ALLIANCE_ADMIN',
] as const;

export type Scope = (typeof SCOPES)[number];

export const ADMIN_PANEL_SCOPES = [
  'SU',
  'SELLER',
  'COMMERCIAL',
  'HOST',
  'MANAGER',
  'TEACHER',
  'ACADEMIC',
  'MARKETING',
  'ACADEMIC_ADMIN',
  'SELLER_ADMIN',
  'COMMERCIAL_ADMIN',
  'MANAGER_ADMIN',
  'FARMING',
] as const satisfies readonly Scope[];

export function isScope(value: string): value is Scope {
  return (SCOPES as readonly string[]).includes(value);
}

/** True when any of the scopes opens the admin panel (specification, section 6). */
export function hasAdminPanelAccess(scopes: readonly string[]): boolean {
  return scopes.some((scope) => (ADMIN_PANEL_SCOPES as readonly string[]).includes(scope));
}

/**
 * Named groups used by the operation declarations, so that "who may read courses" is
 * written once. Each group is a plain list: the guard only ever asks "does the caller
 * hold one of these?".
 */
export const SCOPE_GROUPS = {
  /** Top administration: everything. */
  management: ['SU', 'MANAGER_ADMIN'],
  /** Read-everything staff (reports, lists). */
  readAll: ['SU', 'MANAGER_ADMIN', 'MANAGER'],
  academicAdmin: ['SU', 'MANAGER_ADMIN', 'ACADEMIC_ADMIN'],
  academicStaff: ['SU', 'MANAGER_ADMIN', 'ACADEMIC_ADMIN', 'ACADEMIC'],
  /** Everyone who runs classes: academic staff, the course's teachers and hosts. */
  classStaff: ['SU', 'MANAGER_ADMIN', 'ACADEMIC_ADMIN', 'ACADEMIC', 'TEACHER', 'HOST'],
  commercialAdmin: ['SU', 'MANAGER_ADMIN', 'COMMERCIAL_ADMIN'],
  commercialStaff: ['SU', 'MANAGER_ADMIN', 'COMMERCIAL_ADMIN', 'COMMERCIAL'],
  sales: ['SU', 'MANAGER_ADMIN', 'SELLER_ADMIN', 'SELLER', 'SELLER_EXTERNAL'],
  salesAdmin: ['SU', 'MANAGER_ADMIN', 'SELLER_ADMIN'],
  messaging: ['SU', 'MANAGER_ADMIN', 'COMMERCIAL_ADMIN', 'COMMERCIAL', 'MARKETING', 'FARMING'],
  /** Who may write classes, content and exams (TEACHER: only in the courses they teach). */
  teaching: ['SU', 'MANAGER_ADMIN', 'ACADEMIC_ADMIN', 'ACADEMIC', 'TEACHER'],
  /** Who may read the classes of a course and their attendance: class staff plus MANAGER. */
  classReaders: ['SU', 'MANAGER_ADMIN', 'ACADEMIC_ADMIN', 'ACADEMIC', 'TEACHER', 'HOST', 'MANAGER'],
  /** Who reads the money reports (accounting, income, accounting stats). */
  reports: ['SU', 'MANAGER_ADMIN', 'MANAGER', 'COMMERCIAL_ADMIN', 'COMMERCIAL'],
  /** Every scope: any signed-in user passes the scope check (ownership may still apply). */
  anyone: SCOPES,
} as const satisfies Record<string, readonly Scope[]>;
