/** A confirmation before a destructive action: nothing is removed on a single click. */
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useMessages } from '../i18n';

type ConfirmDialogProps = {
  opened: boolean;
  title: string;
  message: string;
  confirmLabel: string;
  loading?: boolean;
  onConfirm: () => void;
  onClose: () => void;
};

export function ConfirmDialog({
  opened,
  title,
  message,
  confirmLabel,
  loading,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  const { forms } = useMessages();
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered>
      <Stack data-testid="confirm-dialog">
        <Text size="sm">{message}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {forms.cancel}
          </Button>
          <Button color="red" loading={loading} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
