/**
 * Converting a lead is a referred enrollment (payments' createReferredEnrollment with
 * `leadId`), in the sale's transaction: the lead is locked first, so two conversions of one
 * lead make one user and one enrollment (the second finds it converted: 409); then the sale
 * enrols the person of the lead's e-mail and the lead becomes WON, keeping the enrollment
 * (its attribution follows it through `leads.enrollment_id`).
 */
import type { Person } from '../../core/actor.js';
import type { Executor } from '../../db/database.js';
import { AppError } from '../../errors/app-error.js';
import { visibleLead } from './lead-access.js';
import { createLeadsRepository } from './leads.repository.js';

/** The person to enrol for the lead (locked for the transaction), or why not. */
export async function leadToConvert(tx: Executor, seller: Person, leadId: string) {
  const lead = visibleLead(seller, await createLeadsRepository(tx).lock(leadId));
  if (lead.enrollmentId) throw new AppError('LEAD_ALREADY_CONVERTED', 'Este interesado ya fue convertido');
  if (!lead.email) {
    throw AppError.invalidField('LEAD_EMAIL_MISSING', 'body.leadId', 'el interesado no tiene e-mail');
  }
  const [firstName, ...rest] = lead.fullName.trim().split(/\s+/);
  return {
    email: lead.email,
    firstName: firstName!,
    // A one-word name leaves the last name as the first (a user needs both).
    lastName: rest.join(' ') || firstName!,
    ...(lead.phone ? { phone: lead.phone } : {}),
  };
}

/** The lead becomes WON with its enrollment; both recorded in its timeline. */
export async function markLeadConverted(
  tx: Executor,
  leadId: string,
  enrollmentId: string,
  actorId: string,
  now: Date,
) {
  const leads = createLeadsRepository(tx);
  const lead = (await leads.lock(leadId))!;
  await leads.update(leadId, { status: 'WON', enrollmentId }, now);
  await leads.recordEvents([
    ...(lead.status !== 'WON'
      ? [{ leadId, kind: 'STATUS' as const, fromValue: lead.status, toValue: 'WON', actorId, at: now }]
      : []),
    {
      leadId,
      kind: 'CONVERTED',
      fromValue: null,
      toValue: enrollmentId,
      actorId,
      at: now,
      detail: { enrollmentId },
    },
  ]);
}
