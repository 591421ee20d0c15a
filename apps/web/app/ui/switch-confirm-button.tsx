/**
 * A small button that turns something off or back on (revoke a certificate, close a course's
 * enrollment), asked for again first: red when it turns off, teal when it turns back on. Its
 * label is also the confirming button's.
 */
import { ConfirmButton } from './confirm-button';

type SwitchConfirmButtonProps = {
  turnsOff: boolean;
  label: string;
  title: string;
  message: string;
  loading: boolean;
  onConfirm: () => Promise<unknown> | unknown;
  testId?: string;
};

export function SwitchConfirmButton({ turnsOff, label, ...confirm }: SwitchConfirmButtonProps) {
  return (
    <ConfirmButton
      size="xs"
      variant="light"
      color={turnsOff ? 'red' : 'teal'}
      confirmLabel={label}
      {...confirm}
    >
      {label}
    </ConfirmButton>
  );
}
