/**
 * A reminder's words on each channel, from the settings' templates: the WhatsApp template's
 * values in their order (the link as `{{link}}`, which the messaging module turns into its
 * short link) and the e-mail in the commerce e-mails' layout (modules/notifications).
 */
import {
  fillReminderTemplate,
  formatMoney,
  type ReminderTemplateFieldName,
  type ReminderValues,
} from '@catedra/contract';
import type { ReminderSettingsRow } from '../../db/schema/index.js';
import { type RenderedEmail, renderEmail } from '../notifications/index.js';

/** What a reminder says: to whom, what is left to pay on which period, and where to pay. */
export type ReminderFacts = {
  firstName: string;
  courseTitle: string;
  /** What is left to pay (after a partial payment, only that). */
  owed: string;
  currency: 'ARS' | 'USD' | null;
  dueDate: string;
  checkoutUrl: string;
};

/** A due date as an Argentine reads it: 10/12/2026. */
export function shownDate(date: string): string {
  const [year, month, day] = date.split('-');
  return `${day}/${month}/${year}`;
}

export function reminderValues(facts: ReminderFacts, link: string): ReminderValues {
  return {
    firstName: facts.firstName,
    amount: formatMoney(facts.owed, facts.currency ?? 'ARS'),
    dueDate: shownDate(facts.dueDate),
    link,
    course: facts.courseTitle,
  };
}

/** The WhatsApp message: the provider's template with its values, and its text; the link stays `{{link}}`. */
export function reminderWhatsApp(settings: ReminderSettingsRow, facts: ReminderFacts) {
  const values = reminderValues(facts, '{{link}}');
  return {
    templateId: settings.whatsappTemplateId,
    templateValues: settings.whatsappValues.map((field) => values[field as ReminderTemplateFieldName] ?? ''),
    text: fillReminderTemplate(settings.whatsappText, values),
    linkTarget: facts.checkoutUrl,
  };
}

/** The e-mail: the settings' subject and text, then the checkout link ("Pagar ahora"). */
export function reminderEmail(settings: ReminderSettingsRow, facts: ReminderFacts): RenderedEmail {
  const values = reminderValues(facts, facts.checkoutUrl);
  const lines = fillReminderTemplate(settings.emailText, values)
    .split(/\n+/)
    .map((line) => line.trim())
    .filter(Boolean);
  return renderEmail(fillReminderTemplate(settings.emailSubject, values), facts.firstName, [
    ...lines,
    {
      text: 'Pagá de forma segura desde el enlace:',
      link: { label: 'Pagar ahora', href: facts.checkoutUrl },
    },
  ]);
}
