/** The Interesados list's state as the address keeps it (view, filters, page, sort), and the API query it makes. */
import { LEAD_STATUSES } from '@catedra/contract/browser';
import { isCalendarDate } from '../../lib/dates';
import { isCountryCode } from '../../lib/formats';
import { oneOf, option, text } from '../../lib/list-state';
import { type PageRequest, pagingFields } from '../../ui/data-list';
import type { LeadsQuery, PipelineQuery } from './queries';

export const LEAD_LIST_FIELDS = {
  view: oneOf(['board', 'table'] as const, 'board'),
  q: text(),
  status: option(LEAD_STATUSES),
  country: text({ accept: (value) => value === '' || isCountryCode(value.toUpperCase()) }),
  fromDate: text({ accept: isCalendarDate }),
  toDate: text({ accept: isCalendarDate }),
  ...pagingFields('findAllLeads', { column: 'createdAt', direction: 'desc' }),
};

export type LeadFilters = {
  q: string;
  status: string | null;
  country: string;
  fromDate: string;
  toDate: string;
};

/** The board's filters (every status is a column) and the list's: empty ones left out. */
export function pipelineQueryOf(filters: LeadFilters): PipelineQuery {
  const query: PipelineQuery = {};
  if (filters.q.trim()) query.q = filters.q.trim().slice(0, 100);
  if (filters.country) query.country = filters.country.toUpperCase();
  if (filters.fromDate) query.fromDate = filters.fromDate;
  if (filters.toDate) query.toDate = filters.toDate;
  return query;
}

export function leadListQuery(filters: LeadFilters, request: PageRequest): LeadsQuery {
  const query: LeadsQuery = { ...pipelineQueryOf(filters), page: request.page, size: request.size };
  if (request.sort?.length) query.sort = request.sort as LeadsQuery['sort'];
  if (filters.status) query.status = filters.status as LeadsQuery['status'];
  return query;
}
