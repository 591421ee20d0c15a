/** A reminders call asked for in a dialog (ui/action-dialog): its words come from the catalogue. */
import { ActionDialog } from '../../ui/action-dialog';

export type ActionWords = { label: string; title: string; text: string; confirm: string };

export function ReminderAction<Result>({
  words,
  call,
  success,
  testId,
}: {
  words: ActionWords;
  call: () => Promise<Result>;
  success: (result: Result) => string;
  testId: string;
}) {
  return (
    <ActionDialog
      label={words.label}
      title={words.title}
      text={words.text}
      confirmLabel={words.confirm}
      variant="light"
      onConfirm={call}
      successText={(result) => success(result as Result)}
      testId={testId}
    />
  );
}
