/** The inline form of one resume item (new or being edited), driven by ITEM_FIELDS. */
import { TECHNOLOGY_LEVELS } from '@catedra/contract/browser';
import { Alert, Button, Group, Paper, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useMessages } from '../../i18n';
import { type FieldErrors, fieldErrorsOf, problemMessage } from '../../lib/api-problem';
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
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const fields = ITEM_FIELDS[kind];

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = validateItem(kind, values, messages.forms);
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0) return;
    setSaving(true);
    try {
      await onSubmit(itemPayload(kind, values));
    } catch (error) {
      setErrors(
        fieldErrorsOf(
          error,
          fields.map((field) => field.name),
          () => messages.forms.invalid,
        ),
      );
      setFailure(problemMessage(error, messages.forms));
    } finally {
      setSaving(false);
    }
  }

  const set = (name: string, value: string) => setValues((current) => ({ ...current, [name]: value }));

  return (
    <Paper withBorder radius="md" p="md" bg="var(--mantine-color-default-hover)">
      <form onSubmit={submit} noValidate data-testid={`${kind}-form`}>
        <Stack gap="sm">
          {failure && (
            <Alert color="red" variant="light" role="alert">
              {failure}
            </Alert>
          )}
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
                    value={values[field.name] ?? null}
                    onChange={(value) => set(field.name, value ?? '')}
                    error={errors[field.name]}
                    allowDeselect={false}
                    required
                  />
                ) : (
                  <TextInput
                    key={field.name}
                    label={labels[field.name]}
                    type={field.input === 'date' ? 'date' : field.input === 'years' ? 'number' : 'text'}
                    min={field.input === 'years' ? 0 : undefined}
                    max={field.input === 'years' ? 60 : undefined}
                    value={values[field.name] ?? ''}
                    onChange={(event) => set(field.name, event.currentTarget.value)}
                    error={errors[field.name]}
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
                value={values[field.name] ?? ''}
                onChange={(event) => set(field.name, event.currentTarget.value)}
                error={errors[field.name]}
              />
            ))}
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={onCancel}>
              {messages.forms.cancel}
            </Button>
            <Button type="submit" loading={saving}>
              {messages.forms.save}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
