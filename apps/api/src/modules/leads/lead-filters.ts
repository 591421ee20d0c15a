/**
 * The lead list's query as the repository reads it: the academy's days as instants, and every
 * extra key as an equality on `attributes`. A key must be a plain name (letters, digits, `_`,
 * starting with a letter or `_`, up to 64) and at most 10 extra keys are taken; anything else
 * is refused with 400 naming the key. A value that reads as a number or a boolean also matches
 * that JSON value (`?age=30` finds `{"age": 30}` and `{"age": "30"}`).
 */
import { addDays, zonedDateTimeToInstant } from '@catedra/contract';
import { AppError } from '../../errors/app-error.js';
import type { LeadFilters } from './leads.repository.js';

export const MAX_ATTRIBUTE_FILTERS = 10;
const ATTRIBUTE_KEY = /^[A-Za-z_][A-Za-z0-9_]{0,63}$/;
const NAMED_KEYS = new Set(['q', 'country', 'fromDate', 'toDate', 'status', 'page', 'size', 'sort']);

export type LeadQuery = Record<string, unknown> & {
  q?: string;
  country?: string;
  fromDate?: string;
  toDate?: string;
  status?: LeadFilters['status'];
};

const refused = (key: string, message: string) =>
  new AppError('VALIDATION_FAILED', `Datos inválidos: querystring.${key} ${message}`, [
    { path: `querystring.${key}`, message, code: 'pattern' },
  ]);

/** The JSON objects any of which the attributes must contain for `key=value`. */
function alternativesOf(key: string, value: string): string[] {
  const alternatives = [JSON.stringify({ [key]: value })];
  if (value === 'true' || value === 'false') alternatives.push(JSON.stringify({ [key]: value === 'true' }));
  else if (/^-?(0|[1-9]\d{0,14})(\.\d{1,6})?$/.test(value))
    alternatives.push(JSON.stringify({ [key]: Number(value) }));
  return alternatives;
}

export function leadFiltersOf(query: LeadQuery, timeZone: string): LeadFilters {
  const extra = Object.keys(query).filter((key) => !NAMED_KEYS.has(key));
  for (const key of extra) {
    if (!ATTRIBUTE_KEY.test(key)) throw refused(key, 'no es un nombre de atributo válido');
  }
  if (extra.length > MAX_ATTRIBUTE_FILTERS) {
    throw refused(extra[MAX_ATTRIBUTE_FILTERS]!, `supera los ${MAX_ATTRIBUTE_FILTERS} filtros por atributo`);
  }
  return {
    q: query.q?.trim() || undefined,
    country: query.country,
    status: query.status,
    from: query.fromDate ? zonedDateTimeToInstant(query.fromDate, '00:00', timeZone) : undefined,
    until: query.toDate ? zonedDateTimeToInstant(addDays(query.toDate, 1), '00:00', timeZone) : undefined,
    attributes: extra.map((key) => alternativesOf(key, String(query[key]))),
  };
}
