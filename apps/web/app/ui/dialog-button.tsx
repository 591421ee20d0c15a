/**
 * A button that opens a dialog with a form or a panel of its own (invite a member, a sale's
 * link). The dialog's content mounts only while it is open and gets `close` to end it.
 */
import { Button, type ButtonProps, Modal, type ModalProps } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { ReactNode } from 'react';

export function DialogButton({
  label,
  title,
  closeLabel,
  dialogSize = 'lg',
  centered,
  testId,
  children,
  ...buttonProps
}: Omit<ButtonProps, 'children'> & {
  label: ReactNode;
  title: ReactNode;
  /** The close button's accessible name. */
  closeLabel: string;
  dialogSize?: ModalProps['size'];
  centered?: boolean;
  testId?: string;
  children: (close: () => void) => ReactNode;
}) {
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <>
      <Button {...buttonProps} onClick={open} data-testid={testId}>
        {label}
      </Button>
      <Modal
        opened={opened}
        onClose={close}
        title={title}
        size={dialogSize}
        centered={centered}
        closeButtonProps={{ 'aria-label': closeLabel }}
      >
        {opened && children(close)}
      </Modal>
    </>
  );
}
