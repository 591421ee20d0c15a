/**
 * "Nuevo mensaje": a free text or a template with its values (one field per `{{n}}` of the
 * template, and the text as the recipient will read it). The API refuses both or neither.
 */
import { fillTemplate, placeholderCount } from '@catedra/contract/browser';
import { Alert, Modal, SegmentedControl, Select, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { format, useMessages } from '../../i18n';
import { useApiForm } from '../../ui/form';
import { FormActions } from '../../ui/form-actions';
import { PhoneField } from '../../ui/phone-field';
import { notify } from '../../ui/toast';
import { useSendMessage, useTemplates } from './api';

type Values = { to: string; kind: 'text' | 'template'; text: string; templateId: string; values: string[] };

export function NewMessageForm({ onClose }: { onClose: () => void }) {
  const text = useMessages().messaging.form;
  const templates = useTemplates();
  const send = useSendMessage();
  const { form, onSubmit, submitting, fieldsRef } = useApiForm<
    Values,
    Awaited<ReturnType<typeof send.mutateAsync>>
  >({
    initialValues: { to: '', kind: 'text', text: '', templateId: '', values: [] },
    validate: {
      to: (value) => (value ? null : text.required),
      text: (value, values) => (values.kind === 'text' && !value.trim() ? text.required : null),
      templateId: (value, values) => (values.kind === 'template' && !value ? text.required : null),
    },
    submit: (values) =>
      send.mutateAsync(
        values.kind === 'text'
          ? { to: values.to, text: values.text.trim() }
          : { to: values.to, templateId: values.templateId, templateValues: values.values },
      ),
    onSuccess: (message) => {
      if (message.status === 'FAILED') notify.error(format(text.failed, { error: message.error ?? '' }));
      else if (message.status === 'ENQUEUED' && message.error) notify.success(text.queued);
      else notify.success(text.sent);
      onClose();
    },
  });
  const { values } = form;
  const template = templates.data?.find((each) => each.templateId === values.templateId);
  const count = template ? placeholderCount(template.text) : 0;

  return (
    <Modal
      opened
      onClose={onClose}
      title={text.title}
      size="lg"
      closeButtonProps={{ 'aria-label': text.close }}
    >
      <Stack gap="sm" ref={fieldsRef} data-testid="new-message-form">
        <PhoneField
          label={text.to}
          value={values.to}
          onChange={(to) => form.setFieldValue('to', to)}
          error={form.errors.to as string | undefined}
          required
        />
        <SegmentedControl
          aria-label={text.kind}
          data={[
            { value: 'text', label: text.textKind },
            { value: 'template', label: text.templateKind },
          ]}
          {...form.getInputProps('kind')}
        />
        {values.kind === 'text' ? (
          <Textarea
            label={text.text}
            description={text.textHint}
            autosize
            minRows={3}
            maxLength={4096}
            required
            {...form.getInputProps('text')}
          />
        ) : (
          <>
            {templates.isError && (
              <Alert color="red" variant="light">
                {text.templatesFailed}
              </Alert>
            )}
            <Select
              label={text.template}
              placeholder={text.templatePlaceholder}
              data={(templates.data ?? []).map((each) => ({ value: each.templateId, label: each.title }))}
              searchable
              required
              {...form.getInputProps('templateId')}
              onChange={(templateId) => {
                form.setFieldValue('templateId', templateId ?? '');
                form.setFieldValue('values', []);
              }}
            />
            {Array.from({ length: count }, (_, index) => (
              <TextInput
                // biome-ignore lint/suspicious/noArrayIndexKey: the n-th value of the template, by position.
                key={index}
                label={format(text.value, { n: index + 1 })}
                value={values.values[index] ?? ''}
                maxLength={1000}
                onChange={(event) => {
                  const next = [...values.values];
                  for (let i = 0; i < count; i++) next[i] ??= '';
                  next[index] = event.currentTarget.value;
                  form.setFieldValue('values', next.slice(0, count));
                }}
              />
            ))}
            {template && (
              <Stack gap={2}>
                <Text size="sm" fw={600}>
                  {text.preview}
                </Text>
                <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-wrap' }} data-testid="message-preview">
                  {fillTemplate(template.text, values.values, { blankKeepsPlaceholder: true })}
                </Text>
              </Stack>
            )}
          </>
        )}
        <FormActions onCancel={onClose} onConfirm={onSubmit} busy={submitting} confirmLabel={text.send} />
      </Stack>
    </Modal>
  );
}
