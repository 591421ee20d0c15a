/** The Mensajes list's state as the address keeps it, and the API query it makes. */
import { MESSAGE_STATUSES } from '@catedra/contract/browser';
import { dayBoundary } from '../../lib/dates';
import { option, text } from '../../lib/list-state';
import { type PageRequest, pagingFields } from '../../ui/data-list';
import type { SentMessagesQuery } from './queries';

const TEMPLATE_ID = /^[A-Za-z0-9_-]{1,64}$/;

export const MESSAGE_LIST_FIELDS = {
  to: text(),
  status: option(MESSAGE_STATUSES),
  templateId: option((value) => TEMPLATE_ID.test(value)),
  fromDate: text(),
  toDate: text(),
  ...pagingFields('findAllSentMessages', { column: 'createdAt', direction: 'desc' }),
};

export type MessageFilters = {
  to: string;
  status: string | null;
  templateId: string | null;
  fromDate: string;
  toDate: string;
};

/** Empty or malformed filters are left out (the API would refuse them); days are Buenos Aires days. */
export function messageListQuery(filters: MessageFilters, request: PageRequest): SentMessagesQuery {
  const query: SentMessagesQuery = { page: request.page, size: request.size };
  if (request.sort?.length) query.sort = request.sort as SentMessagesQuery['sort'];
  const digits = filters.to.replace(/\D/g, '').slice(0, 20);
  if (digits) query.to = digits;
  if (filters.status) query.status = filters.status as SentMessagesQuery['status'];
  if (filters.templateId) query.templateId = filters.templateId;
  const from = dayBoundary(filters.fromDate, 'start');
  const until = dayBoundary(filters.toDate, 'end');
  if (from) query.from = from;
  if (until) query.until = until;
  return query;
}
