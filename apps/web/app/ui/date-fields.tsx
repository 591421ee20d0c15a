/**
 * Date and time inputs from @mantine/dates, alike on every form: Spanish (each field
 * brings its own DatesProvider, so no page without a date field loads @mantine/dates and
 * dayjs), days shown `DD/MM/YYYY`, weeks from Monday, times in 24 hours. Values
 * stay what the forms and the API use: a date is `YYYY-MM-DD`, a time `HH:mm`, a date and
 * time the viewer's local `YYYY-MM-DD HH:mm:ss` (`toLocalInput` / `fromLocalInput`).
 */
import {
  DateInput,
  type DateInputProps,
  DatesProvider,
  DateTimePicker,
  type DateTimePickerProps,
  TimePicker,
  type TimePickerProps,
} from '@mantine/dates';
import 'dayjs/locale/es';
import type { ReactNode } from 'react';
import { useMessages } from '../i18n';

/** Every date picker in Spanish, weeks from Monday (times are 24-hour, below). */
function Spanish({ children }: { children: ReactNode }) {
  return <DatesProvider settings={{ locale: 'es', firstDayOfWeek: 1 }}>{children}</DatesProvider>;
}

export const DATE_FORMAT = 'DD/MM/YYYY';
export const DATE_TIME_FORMAT = 'DD/MM/YYYY HH:mm';

/**
 * What a person types in a date field: `31/12/2026` (the format shown) or `2026-12-31`
 * (pasted from elsewhere); anything else is no date yet.
 */
export function parseTypedDate(text: string): string | null {
  const value = text.trim();
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  const local = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(value);
  const [year, month, day] = iso
    ? [iso[1], iso[2], iso[3]]
    : local
      ? [local[3], local[2]?.padStart(2, '0'), local[1]?.padStart(2, '0')]
      : [];
  if (!year || !month || !day) return null;
  const date = new Date(`${year}-${month}-${day}T00:00:00Z`);
  // 31/02 is no date: the calendar would roll it into March.
  return date.getUTCMonth() + 1 === Number(month) && date.getUTCDate() === Number(day)
    ? `${year}-${month}-${day}`
    : null;
}

/** A calendar date, `YYYY-MM-DD` (or '' when empty). */
export function DateField({
  value,
  onChange,
  ...props
}: Omit<DateInputProps, 'value' | 'onChange'> & { value?: string; onChange: (value: string) => void }) {
  return (
    <Spanish>
      <DateInput
        valueFormat={DATE_FORMAT}
        dateParser={parseTypedDate}
        placeholder="dd/mm/aaaa"
        clearable={!props.required}
        // Above the field: below it, the calendar would cover the form's buttons.
        popoverProps={{ position: 'top-start' }}
        {...props}
        value={value || null}
        onChange={(next) => onChange(next ?? '')}
      />
    </Spanish>
  );
}

/** A date and time in the viewer's zone, `YYYY-MM-DD HH:mm:ss` (or '' when empty). */
export function DateTimeField({
  value,
  onChange,
  ...props
}: Omit<DateTimePickerProps, 'value' | 'onChange'> & { value?: string; onChange: (value: string) => void }) {
  const messages = useMessages().dates;
  return (
    <Spanish>
      <DateTimePicker
        valueFormat={DATE_TIME_FORMAT}
        placeholder="dd/mm/aaaa hh:mm"
        timePickerProps={{
          format: '24h',
          hoursInputLabel: messages.hours,
          minutesInputLabel: messages.minutes,
        }}
        submitButtonProps={{ 'aria-label': messages.done }}
        {...props}
        value={value || null}
        onChange={(next) => onChange(next ?? '')}
      />
    </Spanish>
  );
}

/** A time of day, `HH:mm` in 24 hours. */
export function TimeField(props: Omit<TimePickerProps, 'format'>) {
  const messages = useMessages().dates;
  return (
    <Spanish>
      <TimePicker
        format="24h"
        hoursInputLabel={messages.hours}
        minutesInputLabel={messages.minutes}
        {...props}
      />
    </Spanish>
  );
}
