/**
 * A payment reminder's words: the e-mail's subject and text and the WhatsApp text are
 * templates with `{{field}}` placeholders (REMINDER_TEMPLATE_FIELDS). The API fills them when
 * it sends; the settings screen previews them with the same function.
 */
import { REMINDER_TEMPLATE_FIELDS } from './enumerations.js';

export type ReminderTemplateFieldName = (typeof REMINDER_TEMPLATE_FIELDS)[number];
export type ReminderValues = Record<ReminderTemplateFieldName, string>;

const PLACEHOLDER = /\{\{\s*([a-zA-Z]+)\s*\}\}/g;

/** The template with each known `{{field}}` replaced by its value; unknown ones are left as written. */
export function fillReminderTemplate(template: string, values: ReminderValues): string {
  return template.replace(PLACEHOLDER, (whole, name: string) =>
    (REMINDER_TEMPLATE_FIELDS as readonly string[]).includes(name)
      ? values[name as ReminderTemplateFieldName]
      : whole,
  );
}

/** A stage's name from its offset in days from the due date: D-3, D0, D+3. */
export function reminderStageName(offsetDays: number): string {
  return offsetDays === 0 ? 'D0' : offsetDays > 0 ? `D+${offsetDays}` : `D${offsetDays}`;
}

/** The stage of a staff send: at most one per period and day (academy time). */
export function staffStageName(academyDay: string): string {
  return `STAFF:${academyDay}`;
}

/** Sample values, for a preview. */
export const SAMPLE_REMINDER_VALUES: ReminderValues = {
  firstName: 'Ana',
  amount: '$ 25.000,00',
  dueDate: '10/12/2026',
  link: 'https://catedra.example/r/abc123',
  course: 'Diseño UX',
};
