import { describe, expect, it } from 'vitest';
import {
  fillReminderTemplate,
  reminderStageName,
  SAMPLE_REMINDER_VALUES,
  staffStageName,
} from './reminder-text.js';

describe('reminder texts', () => {
  it('fills each known placeholder, with or without spaces, and leaves unknown ones as written', () => {
    expect(
      fillReminderTemplate(
        'Hola {{firstName}}, pagá {{ amount }} antes del {{dueDate}}: {{link}} {{otro}}',
        SAMPLE_REMINDER_VALUES,
      ),
    ).toBe(
      `Hola Ana, pagá ${SAMPLE_REMINDER_VALUES.amount} antes del 10/12/2026: ${SAMPLE_REMINDER_VALUES.link} {{otro}}`,
    );
  });

  it('names the stages by their offset, and a staff send by its day', () => {
    expect([-3, 0, 3, 10].map(reminderStageName)).toEqual(['D-3', 'D0', 'D+3', 'D+10']);
    expect(staffStageName('2026-11-26')).toBe('STAFF:2026-11-26');
  });
});
