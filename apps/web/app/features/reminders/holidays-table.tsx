/** The holidays of a year (in the address), adding one and removing one (confirmed first). */
import { Button, Group, NumberInput, TextInput } from '@mantine/core';
import { format, useMessages } from '../../i18n';
import { formatDate } from '../../lib/dates';
import { integer } from '../../lib/list-state';
import { ConfirmButton } from '../../ui/confirm-button';
import { DataList, pagingFields, useApiList } from '../../ui/data-list';
import { DateField } from '../../ui/date-fields';
import { useApiForm } from '../../ui/form';
import { notify } from '../../ui/toast';
import { useAddHoliday, useRemoveHoliday } from './api';
import { type Holiday, holidaysQuery } from './queries';

const FIELDS = {
  ...pagingFields('findHolidays', { column: 'date', direction: 'asc' }),
  year: integer({ default: new Date().getFullYear(), min: 2000, max: 2100 }),
};

function AddHoliday() {
  const text = useMessages().reminders.holidays;
  const add = useAddHoliday();
  const { form, onSubmit, submitting } = useApiForm({
    initialValues: { date: '', name: '' },
    validate: {
      date: (value) => (value ? null : text.invalid),
      name: (value) => (value.trim() ? null : text.invalid),
    },
    submit: (values) => add.mutateAsync({ date: values.date, name: values.name.trim() }),
    onSuccess: () => {
      notify.success(text.added);
      form.reset();
    },
  });
  return (
    <form onSubmit={onSubmit}>
      <Group align="flex-end" wrap="wrap">
        <DateField label={text.date} required w={{ base: '100%', sm: 180 }} {...form.getInputProps('date')} />
        <TextInput label={text.name} w={{ base: '100%', sm: 320 }} {...form.getInputProps('name')} />
        <Button type="submit" loading={submitting} data-testid="add-holiday">
          {text.add}
        </Button>
      </Group>
    </form>
  );
}

function RemoveHoliday({ holiday }: { holiday: Holiday }) {
  const text = useMessages().reminders.holidays;
  const remove = useRemoveHoliday();
  return (
    <ConfirmButton
      size="compact-sm"
      variant="subtle"
      title={text.removeTitle}
      message={format(text.removeText, { date: formatDate(holiday.date), name: holiday.name })}
      confirmLabel={text.remove}
      onConfirm={async () => {
        await remove.mutateAsync(holiday.id);
        notify.success(text.removed);
      }}
      testId="remove-holiday"
    >
      {text.remove}
    </ConfirmButton>
  );
}

export function HolidaysTable() {
  const text = useMessages().reminders.holidays;
  const list = useApiList(FIELDS, (client, state, request) =>
    holidaysQuery(client, { ...request, year: state.year }),
  );
  return (
    <>
      <NumberInput
        label={text.year}
        w={140}
        min={2000}
        max={2100}
        value={list.values.year}
        onChange={(value) => typeof value === 'number' && list.set({ year: value })}
      />
      <DataList<typeof FIELDS, Holiday>
        list={list}
        compact
        noRecordsText={text.empty}
        testId="holidays-list"
        columns={[
          { accessor: 'date', title: text.date, sortable: true, render: (row) => formatDate(row.date) },
          { accessor: 'name', title: text.name },
          { accessor: 'actions', title: '', render: (row) => <RemoveHoliday holiday={row} /> },
        ]}
      />
      <AddHoliday />
    </>
  );
}
