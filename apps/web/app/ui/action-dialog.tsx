/**
 * An action asked for in a dialog: a button opens it, the dialog explains the action, may ask
 * for a reason (or other fields, as children) and confirms once (ui/use-confirm-once). On
 * success it closes and toasts; a refusal is said in the dialog's toast and it stays open.
 */
import { Button, type ButtonProps, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { type ReactNode, useState } from 'react';
import { useMessages } from '../i18n';
import { problemMessage } from '../lib/api-problem';
import { notify } from './toast';
import { useConfirmOnce } from './use-confirm-once';

export type ActionDialogProps = Omit<ButtonProps, 'children'> & {
  label: string;
  title: string;
  text: ReactNode;
  confirmLabel?: string;
  /** Asks for a reason (required) and hands it to `onConfirm`. */
  reasonLabel?: string;
  /** More fields; `ready` false keeps the confirmation disabled. */
  children?: ReactNode;
  ready?: boolean;
  onConfirm: (reason: string) => Promise<unknown>;
  successText?: string | ((result: unknown) => string);
  /** The screen's own words for a refusal; undefined falls back to the problem's message. */
  errorText?: (error: unknown) => string | undefined;
  testId: string;
  disabled?: boolean;
};

export function ActionDialog({
  label,
  title,
  text,
  confirmLabel,
  reasonLabel,
  children,
  ready = true,
  onConfirm,
  successText,
  errorText,
  testId,
  color,
  ...buttonProps
}: ActionDialogProps) {
  const messages = useMessages();
  const [opened, { open, close }] = useDisclosure(false);
  const [reason, setReason] = useState('');
  const { confirm, pending } = useConfirmOnce(async () => {
    try {
      const result = await onConfirm(reason.trim());
      const success =
        typeof successText === 'function'
          ? successText(result)
          : (successText ?? messages.enrollments.page.saved);
      notify.success(success);
      setReason('');
      close();
    } catch (error) {
      notify.error(errorText?.(error) ?? problemMessage(error, messages.academic.errors));
    }
  }, opened);
  const missingReason = reasonLabel !== undefined && reason.trim() === '';
  return (
    <>
      <Button variant="light" color={color} {...buttonProps} onClick={open} data-testid={testId}>
        {label}
      </Button>
      <Modal opened={opened} onClose={close} title={title} centered size="lg">
        <Stack>
          <Text size="sm">{text}</Text>
          {children}
          {reasonLabel !== undefined && (
            <Textarea
              label={reasonLabel}
              value={reason}
              onChange={(event) => setReason(event.currentTarget.value)}
              maxLength={500}
              autosize
              minRows={2}
              required
              data-testid={`${testId}-reason`}
            />
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {messages.academic.actions.cancel}
            </Button>
            <Button
              color={color}
              loading={pending}
              disabled={pending || missingReason || !ready}
              onClick={confirm}
              data-testid={`${testId}-confirm`}
            >
              {confirmLabel ?? messages.enrollments.page.confirm}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
