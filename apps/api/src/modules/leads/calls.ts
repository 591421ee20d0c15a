/**
 * A meeting call for a lead (meeting-calls' createMeetingCall and updateMeetingCall with a
 * `leadId`), in the call's transaction: the lead is locked first (lock order: leads, then
 * meeting_calls — the merge's too), the caller must see it (a SELLER only his own: another's
 * is "not found"), its e-mail and name become the invitee's, and a lead not yet that far
 * moves to MEETING_SCHEDULED, recorded in its timeline.
 */
import type { LeadStatus } from '@catedra/contract';
import type { Static } from 'typebox';
import type { Person } from '../../core/actor.js';
import type { Executor } from '../../db/database.js';
import { visibleLead } from './lead-access.js';
import { createLeadsRepository } from './leads.repository.js';

/** The statuses a scheduled call takes further (a lead already scheduled, won or lost stays). */
const BEFORE_MEETING: readonly Static<typeof LeadStatus>[] = ['NEW', 'CONTACTED', 'QUALIFIED'];

/** The lead's contact for the call's invitation (e-mail null: it has none). */
export async function leadCallScheduled(
  tx: Executor,
  person: Person,
  leadId: string,
  now: Date,
): Promise<{ email: string | null; name: string }> {
  const leads = createLeadsRepository(tx);
  const lead = visibleLead(person, await leads.lock(leadId));
  if (BEFORE_MEETING.includes(lead.status)) {
    await leads.update(leadId, { status: 'MEETING_SCHEDULED' }, now);
    await leads.recordEvents([
      {
        leadId,
        kind: 'STATUS',
        fromValue: lead.status,
        toValue: 'MEETING_SCHEDULED',
        actorId: person.userId,
        at: now,
      },
    ]);
  }
  return { email: lead.email, name: lead.fullName };
}
