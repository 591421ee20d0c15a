/**
 * The three kinds of resume items (academic, professional, technology) described once: the
 * fields their inline form shows, how an item becomes form values and back, and the checks
 * made before sending. The editor component is the same for the three.
 */
import { TECHNOLOGY_LEVELS } from '@catedra/contract/browser';
import type { Messages } from '../../i18n';
import type { FieldErrors } from '../../lib/api-problem';
import type { UserResume } from '../users';

/** In the order the editor shows them. */
export const ITEM_KINDS = ['academic', 'professional', 'technology'] as const;
export type ItemKind = (typeof ITEM_KINDS)[number];
type FieldLabel = keyof Messages['resume']['fields'];
export type ItemField = {
  name: FieldLabel;
  input: 'text' | 'textarea' | 'date' | 'level' | 'years';
  required: boolean;
};
export type ItemValues = Record<string, string>;

export type AcademicItem = UserResume['academic'][number];
export type ProfessionalItem = UserResume['professional'][number];
export type TechnologyItem = UserResume['technology'][number];

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** What a study and a job both end with: when it started and ended, and a description. */
const PERIOD_FIELDS: readonly ItemField[] = [
  { name: 'startDate', input: 'date', required: true },
  { name: 'endDate', input: 'date', required: false },
  { name: 'description', input: 'textarea', required: false },
];

export const ITEM_FIELDS: Record<ItemKind, readonly ItemField[]> = {
  academic: [
    { name: 'institution', input: 'text', required: true },
    { name: 'degree', input: 'text', required: true },
    { name: 'field', input: 'text', required: false },
    ...PERIOD_FIELDS,
  ],
  professional: [
    { name: 'company', input: 'text', required: true },
    { name: 'role', input: 'text', required: true },
    ...PERIOD_FIELDS,
  ],
  technology: [
    { name: 'name', input: 'text', required: true },
    { name: 'level', input: 'level', required: true },
    { name: 'yearsOfExperience', input: 'years', required: false },
  ],
};

/** Form values of an item (all strings; missing fields empty). */
export function itemValues(kind: ItemKind, item?: Record<string, unknown>): ItemValues {
  const values: ItemValues = {};
  for (const field of ITEM_FIELDS[kind]) {
    const value = item?.[field.name];
    values[field.name] = value === null || value === undefined ? '' : String(value);
  }
  if (kind === 'technology' && !values.level) values.level = 'INTERMEDIATE';
  return values;
}

export function validateItem(kind: ItemKind, values: ItemValues, messages: Messages['forms']): FieldErrors {
  const errors: FieldErrors = {};
  for (const field of ITEM_FIELDS[kind]) {
    const value = (values[field.name] ?? '').trim();
    if (field.required && !value) errors[field.name] = messages.required;
    else if (value && field.input === 'date' && !DATE.test(value)) errors[field.name] = messages.dateInvalid;
    else if (value && field.input === 'years' && !/^\d+$/.test(value))
      errors[field.name] = messages.numberInvalid;
    else if (value && field.input === 'years' && Number(value) > 60)
      errors[field.name] = messages.numberInvalid;
    else if (field.input === 'level' && value && !(TECHNOLOGY_LEVELS as readonly string[]).includes(value))
      errors[field.name] = messages.invalid;
  }
  // Dates are YYYY-MM-DD, so comparing the strings compares the days.
  if (!errors.endDate && values.endDate && values.startDate && values.endDate < values.startDate)
    errors.endDate = messages.endBeforeStart;
  return errors;
}

/**
 * The body for the API. Updates replace the item, so a cleared optional text is sent as ''
 * (its schema is not nullable) and a cleared end date as null ("still going").
 */
export function itemPayload(kind: ItemKind, values: ItemValues): Record<string, unknown> {
  const payload: Record<string, unknown> = {};
  for (const field of ITEM_FIELDS[kind]) {
    const value = (values[field.name] ?? '').trim();
    if (field.input === 'years') {
      if (value) payload[field.name] = Number(value);
    } else if (field.name === 'endDate') payload.endDate = value || null;
    else if (value || !field.required) payload[field.name] = value;
  }
  return payload;
}

/** What the confirmation calls the item: "Ingeniería · UBA". */
export function itemTitle(kind: ItemKind, item: Record<string, unknown>): string {
  const parts =
    kind === 'academic'
      ? [item.degree, item.institution]
      : kind === 'professional'
        ? [item.role, item.company]
        : [item.name];
  return parts.filter(Boolean).join(' · ');
}
