/** "Importar de otro curso": pick the source course, import, and read what was copied and skipped. */
import { Alert, List, Modal, Select, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { format, useMessages } from '../../i18n';
import { problemMessage } from '../../lib/api-problem';
import { FormActions } from '../../ui/form-actions';
import { useCourseMatches, useImportPlans } from './api';

export function ImportPlansModal({ courseId, onClose }: { courseId: string; onClose: () => void }) {
  const messages = useMessages();
  const text = messages.sellingPlans.plans.import;
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), 300);
  const [sourceId, setSourceId] = useState<string | null>(null);
  const matches = useCourseMatches(q);
  const importPlans = useImportPlans(courseId);
  const options = (matches.data?.content ?? [])
    .filter((course) => course.id !== courseId)
    .map((course) => ({ value: course.id, label: course.title }));
  const result = importPlans.data;
  return (
    <Modal opened onClose={onClose} title={text.title}>
      <Stack gap="sm">
        <Select
          label={text.course}
          placeholder={text.coursePlaceholder}
          data={options}
          value={sourceId}
          onChange={setSourceId}
          searchable
          filter={({ options }) => options}
          searchValue={search}
          onSearchChange={setSearch}
          data-testid="import-source"
        />
        {importPlans.error && <Alert color="red">{problemMessage(importPlans.error, messages.forms)}</Alert>}
        {result && (
          <Alert color="teal" data-testid="import-summary">
            <Text size="sm" fw={600}>
              {format(text.summary, { imported: result.imported.length, skipped: result.skipped.length })}
            </Text>
            {result.skipped.length > 0 && (
              <List size="sm" mt="xs">
                {result.skipped.map((item) => (
                  <List.Item key={item.name}>{format(text.skippedItem, { name: item.name })}</List.Item>
                ))}
              </List>
            )}
          </Alert>
        )}
        <FormActions
          onCancel={onClose}
          cancelLabel={text.close}
          onConfirm={() => sourceId && importPlans.mutate(sourceId)}
          busy={importPlans.isPending}
          disabled={!sourceId}
          confirmLabel={text.submit}
        />
      </Stack>
    </Modal>
  );
}
