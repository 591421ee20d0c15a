/** The leads' rows as the contract answers them. */
import type { Lead, LeadEvent } from '@catedra/contract';
import type { Static } from 'typebox';
import type { LeadWithDuplicates, TimelineRow } from './leads.repository.js';

export function toLeadDto(row: LeadWithDuplicates): Static<typeof Lead> {
  return {
    id: row.id,
    fullName: row.fullName,
    email: row.email,
    phone: row.phone,
    country: row.country,
    courseInterestId: row.courseInterestId,
    source: row.source,
    utm: row.utm ?? {},
    status: row.status,
    sellerId: row.sellerId,
    notes: row.notes,
    attributes: row.attributes ?? {},
    firstTouch: row.firstTouch ?? null,
    lastTouch: row.lastTouch ?? null,
    consentAt: row.consentAt?.toISOString() ?? null,
    enrollmentId: row.enrollmentId,
    duplicateIds: row.duplicateIds ?? [],
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toLeadEventDto(row: TimelineRow): Static<typeof LeadEvent> {
  return { ...row, at: row.at.toISOString() };
}
