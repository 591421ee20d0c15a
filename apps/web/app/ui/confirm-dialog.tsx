/**
 * A confirmation before a destructive action: nothing is removed on a single click, and a
 * double click on the confirmation sends one request (the button is disabled while pending).
 */
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useMessages } from '../i18n';
import { useConfirmOnce } from './use-confirm-once';

type ConfirmDialogProps = {
  opened: boolean;
  title: string;
  message: string;
  confirmLabel: string;
  loading?: boolean;
  onConfirm: () => unknown;
  onClose: () => void;
  /** What the confirmation asks besides a yes (a reason), between the message and the buttons. */
  children?: ReactNode;
};

export function ConfirmDialog({
  opened,
  title,
  message,
  confirmLabel,
  loading,
  onConfirm,
  onClose,
  children,
}: ConfirmDialogProps) {
  const { forms } = useMessages();
  const { confirm, pending } = useConfirmOnce(onConfirm, opened, loading);
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered>
      <Stack data-testid="confirm-dialog">
        <Text size="sm">{message}</Text>
        {children}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {forms.cancel}
          </Button>
          <Button color="red" loading={pending} disabled={pending} onClick={confirm}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
