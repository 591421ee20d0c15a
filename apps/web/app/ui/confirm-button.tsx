/**
 * A button whose action is asked for again in a dialog first: for destructive or
 * hard-to-undo actions (close enrollments, revoke a certificate, delete a class). A double
 * click on the confirmation sends one request.
 */
import { Button, type ButtonProps, Group, Modal, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { useMessages } from '../i18n';
import { useConfirmOnce } from './use-confirm-once';

type ConfirmButtonProps = ButtonProps & {
  title: string;
  message: ReactNode;
  confirmLabel: string;
  onConfirm: () => Promise<unknown> | unknown;
  loading?: boolean;
  children: ReactNode;
  testId?: string;
};

export function ConfirmButton({
  title,
  message,
  confirmLabel,
  onConfirm,
  loading,
  children,
  testId,
  color = 'red',
  ...buttonProps
}: ConfirmButtonProps) {
  const messages = useMessages().academic.actions;
  const [opened, { open, close }] = useDisclosure(false);
  const { confirm, pending } = useConfirmOnce(
    async () => {
      await onConfirm();
      close();
    },
    opened,
    loading,
  );
  return (
    <>
      <Button color={color} {...buttonProps} onClick={open} data-testid={testId}>
        {children}
      </Button>
      <Modal opened={opened} onClose={close} title={title} centered>
        <Text size="sm" mb="lg">
          {message}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {messages.cancel}
          </Button>
          <Button
            color={color}
            loading={pending}
            disabled={pending}
            data-testid={testId ? `${testId}-confirm` : undefined}
            onClick={confirm}
          >
            {confirmLabel}
          </Button>
        </Group>
      </Modal>
    </>
  );
}
