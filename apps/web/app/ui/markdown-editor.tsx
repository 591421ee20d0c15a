/**
 * The one Markdown editor: a text area and, on the next tab, the preview rendered exactly as
 * readers will see it (`Markdown`, no raw HTML). Used for course descriptions, exam
 * instructions, class contents and teacher instructions.
 */
import { Input, Tabs, Textarea } from '@mantine/core';
import type { FocusEventHandler } from 'react';
import { useMessages } from '../i18n';
import { Markdown } from './markdown';

export type MarkdownEditorProps = {
  label: string;
  value?: string;
  onChange: (value: string) => void;
  onFocus?: FocusEventHandler;
  onBlur?: FocusEventHandler;
  error?: React.ReactNode;
  required?: boolean;
  minRows?: number;
  maxRows?: number;
  previewTestId?: string;
};

export function MarkdownEditor({
  label,
  value = '',
  onChange,
  onFocus,
  onBlur,
  error,
  required,
  minRows = 5,
  maxRows = 20,
  previewTestId,
}: MarkdownEditorProps) {
  const messages = useMessages().academic.admin.course;
  return (
    <Input.Wrapper label={label} required={required} error={error}>
      <Tabs defaultValue="write" mt={4}>
        <Tabs.List>
          <Tabs.Tab value="write">{messages.write}</Tabs.Tab>
          <Tabs.Tab value="preview">{messages.preview}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="write" pt="xs">
          <Textarea
            aria-label={label}
            value={value}
            onChange={(event) => onChange(event.currentTarget.value)}
            onFocus={onFocus}
            onBlur={onBlur}
            error={Boolean(error)}
            autosize
            minRows={minRows}
            maxRows={maxRows}
          />
        </Tabs.Panel>
        <Tabs.Panel value="preview" pt="xs" data-testid={previewTestId}>
          <Markdown>{value}</Markdown>
        </Tabs.Panel>
      </Tabs>
    </Input.Wrapper>
  );
}
