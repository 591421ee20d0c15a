/**
 * The foot of a form or an editing dialog: cancel (when there is a way out), and the confirming
 * button, busy while it saves. Without `onConfirm` it submits the form it stands in.
 */
import { Button, Group } from '@mantine/core';
import { useMessages } from '../i18n';

export function FormActions({
  onCancel,
  onConfirm,
  busy,
  disabled,
  confirmLabel,
  cancelLabel,
  testId,
}: {
  onCancel?: () => void;
  onConfirm?: () => void;
  busy: boolean;
  disabled?: boolean;
  /** "Guardar" unless told otherwise ("Crear", "Aplicar"). */
  confirmLabel?: string;
  /** "Cancelar" unless told otherwise ("Cerrar"). */
  cancelLabel?: string;
  /** The confirming button's test id. */
  testId?: string;
}) {
  const { actions } = useMessages().academic;
  return (
    <Group justify="flex-end">
      {onCancel && (
        <Button variant="default" onClick={onCancel}>
          {cancelLabel ?? actions.cancel}
        </Button>
      )}
      <Button
        type={onConfirm ? 'button' : 'submit'}
        onClick={onConfirm}
        loading={busy}
        disabled={disabled}
        data-testid={testId}
      >
        {confirmLabel ?? actions.save}
      </Button>
    </Group>
  );
}
