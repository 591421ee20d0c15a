/**
 * The reads of enrollments: the lists (and the list's CSV export), one enrollment, its periods' status and its status
 * history, each showing only what the person may see.
 */
import type { Person } from '../../../core/actor.js';
import type { CsvColumn } from '../../../core/csv/csv-file.js';
import { jsonTextPageOf, type PageQuery, pageOf, toPageRequest } from '../../../core/pagination.js';
import { AppError } from '../../../errors/app-error.js';
import type {
  EnrollmentDto,
  EnrollmentExportRow,
  EnrollmentFilters,
  InactiveFilters,
} from '../enrollments.repository.js';
import type { EnrollmentsDeps } from './context.js';
import { periodsStatusOf, readVisible, visibilityOf } from './visibility.js';

/** What the list (and its export) shows the person, refusing another alliance's enrollments to its admin. */
async function listVisibilityOf(deps: EnrollmentsDeps, person: Person, query: EnrollmentFilters) {
  const visibility = await visibilityOf(deps, person);
  // An alliance admin (not staff who sees all) asking for another alliance's enrollments is refused.
  const allianceAdmin = visibility && person.scopes.includes('ALLIANCE_ADMIN');
  if (allianceAdmin && query.allianceId && query.allianceId !== visibility.allianceId) {
    throw AppError.forbidden('Solo ves las inscripciones de tu alianza');
  }
  return visibility;
}

export function findAllEnrollments(deps: EnrollmentsDeps) {
  const { enrollments, clock } = deps;
  return async (person: Person, query: EnrollmentFilters & PageQuery) => {
    const now = clock.now();
    const page = toPageRequest(query);
    const visibility = await listVisibilityOf(deps, person, query);
    const { content, total } = await enrollments.findPage(query, visibility, page, now);
    return jsonTextPageOf<EnrollmentDto>(content, total, page);
  };
}

/** The columns of the enrollments CSV (docs/domain/exports.md). */
const ENROLLMENT_COLUMNS: readonly CsvColumn<EnrollmentExportRow>[] = [
  { header: 'Inscripto', kind: 'instant', value: (row) => row.created_at },
  { header: 'Estudiante', kind: 'text', value: (row) => row.student_name },
  { header: 'E-mail', kind: 'text', value: (row) => row.student_email },
  { header: 'Curso', kind: 'text', value: (row) => row.course_title },
  { header: 'Estado', kind: 'text', value: (row) => row.status },
  { header: 'Alerta', kind: 'text', value: (row) => row.alert },
  { header: 'Plan', kind: 'text', value: (row) => row.plan_type },
  { header: 'Moneda', kind: 'text', value: (row) => row.currency },
  { header: 'Cuotas', kind: 'integer', value: (row) => row.number_of_periods },
  { header: 'Cuotas pagas', kind: 'integer', value: (row) => row.periods_paid },
  { header: 'Pagado', kind: 'amount', value: (row) => row.total_paid },
  { header: 'Saldo por pagar', kind: 'amount', value: (row) => row.owed },
  { header: 'Deuda vencida', kind: 'amount', value: (row) => row.debt },
  { header: 'Próximo vencimiento', kind: 'date', value: (row) => row.next_due_date },
  { header: 'País', kind: 'text', value: (row) => row.country },
  { header: 'Manual', kind: 'boolean', value: (row) => row.manual },
  { header: 'ID de la inscripción', kind: 'text', value: (row) => row.id },
];

/** The list as a CSV file: every enrollment its filters select that the person may see, in its order. */
export function exportEnrollments(deps: EnrollmentsDeps) {
  const { enrollments, clock, csv } = deps;
  return async (person: Person, query: EnrollmentFilters & PageQuery) => {
    const visibility = await listVisibilityOf(deps, person, query);
    const rows = await enrollments.exportRows(query, visibility, toPageRequest(query), clock.now());
    return csv.file('inscripciones', ENROLLMENT_COLUMNS, rows);
  };
}

export function findEnrollmentById(deps: EnrollmentsDeps) {
  return async (person: Person, enrollmentId: string) => (await readVisible(deps, person, enrollmentId)).dto;
}

export function findAllInactiveEnrollments(deps: EnrollmentsDeps) {
  return async (person: Person, query: InactiveFilters & PageQuery) => {
    const page = toPageRequest(query);
    const { rows, total } = await deps.enrollments.findInactivePage(
      query,
      await visibilityOf(deps, person),
      page,
      deps.clock.now(),
    );
    return pageOf(
      rows.map((read) => read.dto),
      total,
      page,
    );
  };
}

export function getPeriodsStatus(deps: EnrollmentsDeps) {
  return async (person: Person, enrollmentId: string) =>
    periodsStatusOf(deps, await readVisible(deps, person, enrollmentId));
}

/** The enrollment's status history, oldest first (who may read the enrollment may read it). */
export function findStatusChanges(deps: EnrollmentsDeps) {
  return async (person: Person, enrollmentId: string) => {
    await readVisible(deps, person, enrollmentId);
    const changes = await deps.enrollments.findStatusChanges(enrollmentId);
    return changes.map((change) => ({
      fromStatus: change.fromStatus,
      toStatus: change.toStatus,
      reason: change.reason,
      changedBy: change.changedBy,
      changedAt: change.changedAt.toISOString(),
    }));
  };
}
