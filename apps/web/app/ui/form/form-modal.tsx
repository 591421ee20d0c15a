/**
 * A dialog that edits one thing: its fields (the first in error is focused), then cancel and
 * the confirming button, busy while it saves. Closing it is the caller's: on cancel, and on
 * a save that went through.
 */
import { Modal, type ModalProps, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { FormActions } from '../form-actions';
import { notify } from '../toast';
import type { ApiForm } from './use-api-form';

/** A dialog that edits `item`, or creates one when it is null; it closes itself through `onClose`. */
export type EditDialogProps<T> = { item: T | null; onClose: () => void };

type FormModalProps = {
  api: Pick<ApiForm<Record<string, unknown>>, 'onSubmit' | 'submitting' | 'fieldsRef'>;
  title: string;
  onClose: () => void;
  size?: ModalProps['size'];
  /** "Guardar" unless told otherwise. */
  confirmLabel?: string;
  children: ReactNode;
};

export function FormModal({ api, title, onClose, size, confirmLabel, children }: FormModalProps) {
  return (
    <Modal opened onClose={onClose} title={title} size={size}>
      <Stack gap="sm" ref={api.fieldsRef}>
        {children}
        <FormActions
          onCancel={onClose}
          onConfirm={api.onSubmit}
          busy={api.submitting}
          confirmLabel={confirmLabel}
        />
      </Stack>
    </Modal>
  );
}

/** What an editing dialog does once its save went through: says so, and closes. */
export function toastAndClose(message: string, onClose: () => void) {
  return () => {
    notify.success(message);
    onClose();
  };
}
