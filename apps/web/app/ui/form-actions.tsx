/** The foot of an editing dialog: cancel, and the confirming button (busy while it saves). */
import { Button, Group } from '@mantine/core';
import { useMessages } from '../i18n';

export function FormActions({
  onCancel,
  onConfirm,
  busy,
  confirmLabel,
}: {
  onCancel: () => void;
  onConfirm: () => void;
  busy: boolean;
  /** "Guardar" unless told otherwise ("Crear", "Aplicar"). */
  confirmLabel?: string;
}) {
  const { actions } = useMessages().academic;
  return (
    <Group justify="flex-end">
      <Button variant="default" onClick={onCancel}>
        {actions.cancel}
      </Button>
      <Button onClick={onConfirm} loading={busy}>
        {confirmLabel ?? actions.save}
      </Button>
    </Group>
  );
}
