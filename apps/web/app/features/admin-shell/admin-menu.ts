/**
 * The admin panel's side menu, defined once: each entry lists the scopes that see it,
 * following DESIGN.md section 3 (what each role may do). The server enforces permissions
 * on every call; this only keeps people from being shown sections they cannot use.
 * Entries that are not `available` yet are listed (so staff know they are coming) but
 * cannot be opened.
 */
import type { OperationId, Scope } from '@catedra/contract';
import { ADMIN_PANEL_SCOPES, SCOPE_GROUPS } from '@catedra/contract/browser';
import type { Messages } from '../../i18n';
import { scopesOf } from '../../lib/access';
import type { IconName } from '../../ui/icons';

export type AdminMenuEntryId = keyof Messages['admin']['entries'];

export type AdminMenuEntry = {
  id: AdminMenuEntryId;
  path: string;
  icon: IconName;
  scopes: readonly Scope[];
  available: boolean;
};

const { readAll, commercialStaff } = SCOPE_GROUPS;

/** The calls Informes makes: its entry shows to who may make them. */
const REPORT_OPERATIONS: OperationId[] = [
  'getAccountingSummary',
  'getIncomeByMonth',
  'getAccountingSegmentSummary',
  'getAccountingQuotasUpfrontSummary',
  'getDebtAging',
  'getEnrollmentsAccountingStats',
  'getCoursesAccountingSummary',
  'getTopicsAccountingSummary',
  'getEnrollmentsByStatus',
];

const ENROLLMENT_FOLLOWERS: readonly Scope[] = [
  ...readAll,
  'ACADEMIC',
  ...commercialStaff,
  'SELLER_ADMIN',
  'SELLER',
  'FARMING',
];

/**
 * The admin-panel scopes that may call any of these operations, read from the contract's
 * access declarations: the academic entries follow the API's own rules, not a copy of them.
 */
export function panelScopesFor(...operationIds: OperationId[]): Scope[] {
  const allowed = new Set(
    operationIds.flatMap((id) => {
      const scopes = scopesOf(id);
      return scopes === 'public' ? [] : scopes;
    }),
  );
  return ADMIN_PANEL_SCOPES.filter((scope) => allowed.has(scope));
}

export const ADMIN_MENU: readonly AdminMenuEntry[] = [
  { id: 'home', path: '/admin', icon: 'home', scopes: ADMIN_PANEL_SCOPES, available: true },
  {
    id: 'users',
    path: '/admin/users',
    icon: 'users',
    scopes: panelScopesFor('findAllUsers'),
    available: true,
  },
  {
    id: 'courses',
    path: '/admin/courses',
    icon: 'school',
    // Class staff run classes; commercial staff manage (or read) the courses' payment plans.
    scopes: [...panelScopesFor('findAllCourseClassesUnfiltered'), 'COMMERCIAL_ADMIN', 'COMMERCIAL'],
    available: true,
  },
  {
    id: 'topics',
    path: '/admin/topics',
    icon: 'category',
    scopes: panelScopesFor('createCourseTopic', 'updateCourseTopic'),
    available: true,
  },
  {
    id: 'templates',
    path: '/admin/templates',
    icon: 'template',
    scopes: panelScopesFor('findAllCourseTemplates'),
    available: true,
  },
  {
    id: 'certificates',
    path: '/admin/certificates',
    icon: 'certificate',
    scopes: panelScopesFor('findAllCertificates'),
    available: true,
  },
  {
    id: 'enrollments',
    path: '/admin/enrollments',
    icon: 'clipboard',
    // The staff who follow enrollments, as far as the API lets them list them (the roster
    // readers, TEACHER and HOST, see students in their course instead).
    scopes: ENROLLMENT_FOLLOWERS.filter((scope) => panelScopesFor('findAllEnrollments').includes(scope)),
    available: true,
  },
  {
    id: 'payments',
    path: '/admin/payments',
    icon: 'creditCard',
    // Who may list payments (a seller sees those it referred).
    scopes: [...panelScopesFor('findAllPayments'), 'SELLER'],
    available: true,
  },
  {
    id: 'moneyMovements',
    path: '/admin/money-movements',
    icon: 'exchange',
    scopes: panelScopesFor('findAllMoneyMovements'),
    available: true,
  },
  {
    id: 'reminders',
    path: '/admin/reminders',
    icon: 'clock',
    scopes: panelScopesFor('findReminderSettings'),
    available: true,
  },
  {
    id: 'reports',
    path: '/admin/reports',
    icon: 'calculator',
    // Whoever may read every figure the dashboards show (SCOPE_GROUPS.reports today).
    scopes: panelScopesFor(...REPORT_OPERATIONS),
    available: true,
  },
  {
    id: 'sales',
    // The sales area lives outside the panel (SELLER_EXTERNAL has none); the panel links to it.
    path: '/ventas',
    icon: 'cash',
    scopes: ADMIN_PANEL_SCOPES.filter((scope) => (SCOPE_GROUPS.sales as readonly Scope[]).includes(scope)),
    available: true,
  },
  {
    id: 'leads',
    path: '/admin/leads',
    icon: 'target',
    scopes: panelScopesFor('findAllLeads'),
    available: true,
  },
  {
    id: 'attribution',
    path: '/admin/leads/attribution',
    icon: 'world',
    scopes: panelScopesFor('getMarketingAttribution'),
    available: true,
  },
  {
    id: 'meetingCalls',
    path: '/admin/calls',
    icon: 'phone',
    scopes: panelScopesFor('findAllMeetingCalls'),
    available: true,
  },
  {
    id: 'commissions',
    path: '/admin/commissions',
    icon: 'cash',
    scopes: panelScopesFor('findAllSellerFigures'),
    available: true,
  },
  {
    id: 'alliances',
    path: '/admin/alliances',
    icon: 'affiliate',
    scopes: panelScopesFor('findAllAlliances'),
    available: true,
  },
  {
    id: 'messaging',
    path: '/admin/messaging',
    icon: 'message',
    scopes: panelScopesFor('findAllSentMessages'),
    available: true,
  },
  {
    id: 'automation',
    path: '/admin/automation',
    icon: 'webhook',
    scopes: panelScopesFor('findAllAutomationDeliveries'),
    available: true,
  },
  {
    id: 'devMailbox',
    path: '/admin/dev-mailbox',
    icon: 'mail',
    scopes: panelScopesFor('findAllDevMailboxMessages'),
    available: true,
  },
  {
    id: 'jobs',
    path: '/admin/jobs',
    icon: 'clock',
    scopes: panelScopesFor('findAllJobs'),
    available: true,
  },
];

/** The entries a user with these scopes sees, in menu order. */
export function adminMenuFor(scopes: readonly string[]): AdminMenuEntry[] {
  return ADMIN_MENU.filter((entry) => entry.scopes.some((scope) => scopes.includes(scope)));
}
