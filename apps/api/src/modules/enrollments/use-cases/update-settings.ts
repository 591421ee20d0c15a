/**
 * Staff's settings of one enrollment. Status: only PENDING | ACTIVE → INACTIVE, with a reason
 * (kept in the status history). Alert: only cleared, to NONE.
 */
import type { EnrollmentSettingsDTO } from '@catedra/contract';
import type { Static } from 'typebox';
import type { Person } from '../../../core/actor.js';
import type { EnrollmentRow } from '../../../db/schema/index.js';
import { searchTextOf } from '../../../db/search.js';
import { AppError } from '../../../errors/app-error.js';
import { answerOf, type EnrollmentsDeps, PAGE_OF_ALL } from './context.js';

type Settings = Static<typeof EnrollmentSettingsDTO>;

/** The reason an inactivation must carry, trimmed; a transition other than to INACTIVE is refused. */
function inactivationReason(row: EnrollmentRow, settings: Settings): string {
  if (settings.status !== 'INACTIVE' || !['PENDING', 'ACTIVE'].includes(row.status)) {
    throw new AppError(
      'ENROLLMENT_TRANSITION_REFUSED',
      `Una inscripción ${row.status} no pasa a ${settings.status}: solo PENDING o ACTIVE pasan a INACTIVE`,
    );
  }
  const reason = settings.inactiveReason?.trim();
  if (!reason) {
    throw AppError.invalidField(
      'INACTIVE_REASON_REQUIRED',
      'body.inactiveReason',
      'es obligatorio al inactivar',
    );
  }
  return reason;
}

export function updateSettings(deps: EnrollmentsDeps) {
  const { unitOfWork, clock } = deps;
  return async (person: Person, enrollmentId: string, settings: Settings) => {
    if (settings.alert !== undefined && settings.alert !== 'NONE') {
      throw AppError.invalidField('ALERT_NOT_SETTABLE', 'body.alert', 'solo puede quitarse (NONE)');
    }
    await unitOfWork.run(async ({ enrollments: repository }) => {
      const row = await repository.lock(enrollmentId);
      if (!row) throw AppError.notFound(PAGE_OF_ALL);
      const now = clock.now();
      const changes: Partial<EnrollmentRow> = {};
      if (settings.status !== undefined && settings.status !== row.status) {
        const reason = inactivationReason(row, settings);
        Object.assign(changes, {
          status: 'INACTIVE',
          inactiveReason: reason,
          inactiveSearchText: searchTextOf(reason),
          inactivatedAt: now,
        });
        await repository.recordStatusChanges([
          {
            enrollmentId,
            fromStatus: row.status,
            toStatus: 'INACTIVE',
            reason,
            changedBy: person.userId,
            changedAt: now,
          },
        ]);
      }
      if (settings.alert === 'NONE') Object.assign(changes, { alert: 'NONE', alertClearedAt: now });
      await repository.update(enrollmentId, changes, now);
    });
    return answerOf(deps, enrollmentId);
  };
}
