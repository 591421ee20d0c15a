/** The inline form of one resume item (new or being edited), driven by ITEM_FIELDS. */
import { TECHNOLOGY_LEVELS } from '@catedra/contract/browser';
import { Paper, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useMessages } from '../../i18n';
import { DateField } from '../../ui/date-fields';
import { FormFailure, useApiForm } from '../../ui/form';
import { FormActions } from '../../ui/form-actions';
import { ITEM_FIELDS, type ItemKind, type ItemValues, itemPayload, validateItem } from './resume-items';

type ItemFormProps = {
  kind: ItemKind;
  initial: ItemValues;
  onSubmit: (payload: Record<string, unknown>) => Promise<unknown>;
  onCancel: () => void;
};

export function ItemForm({ kind, initial, onSubmit, onCancel }: ItemFormProps) {
  const messages = useMessages();
  const labels = messages.resume.fields;
  const fields = ITEM_FIELDS[kind];
  const {
    form,
    onSubmit: submit,
    submitting,
    failure,
    fieldsRef,
  } = useApiForm({
    initialValues: initial,
    validate: (values) => validateItem(kind, values, messages.forms),
    submit: (values) => onSubmit(itemPayload(kind, values)),
    fallback: { fields: fields.map((field) => field.name), message: () => messages.forms.invalid },
    texts: messages.forms,
    failureAs: 'alert',
  });

  return (
    <Paper withBorder radius="md" p="md" bg="var(--mantine-color-default-hover)">
      <form ref={fieldsRef} onSubmit={submit} noValidate data-testid={`${kind}-form`}>
        <Stack gap="sm">
          <FormFailure message={failure} />
          <SimpleGrid cols={{ base: 1, sm: kind === 'technology' ? 3 : 2 }}>
            {fields
              .filter((field) => field.input !== 'textarea')
              .map((field) =>
                field.input === 'level' ? (
                  <Select
                    key={field.name}
                    label={labels[field.name]}
                    data={TECHNOLOGY_LEVELS.map((level) => ({
                      value: level,
                      label: messages.resume.levels[level],
                    }))}
                    {...form.getInputProps(field.name)}
                    allowDeselect={false}
                    required
                  />
                ) : field.input === 'date' ? (
                  <DateField
                    key={field.name}
                    label={labels[field.name]}
                    {...form.getInputProps(field.name)}
                    required={field.required}
                  />
                ) : (
                  <TextInput
                    key={field.name}
                    label={labels[field.name]}
                    type={field.input === 'years' ? 'number' : 'text'}
                    min={field.input === 'years' ? 0 : undefined}
                    max={field.input === 'years' ? 60 : undefined}
                    {...form.getInputProps(field.name)}
                    required={field.required}
                  />
                ),
              )}
          </SimpleGrid>
          {fields
            .filter((field) => field.input === 'textarea')
            .map((field) => (
              <Textarea
                key={field.name}
                label={labels[field.name]}
                autosize
                minRows={2}
                maxLength={2000}
                {...form.getInputProps(field.name)}
              />
            ))}
          <FormActions onCancel={onCancel} busy={submitting} />
        </Stack>
      </form>
    </Paper>
  );
}
