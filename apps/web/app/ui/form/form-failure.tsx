/** The whole-form message of `useApiForm` with `failureAs: 'alert'`, shown above the fields. */
import { Alert } from '@mantine/core';

export function FormFailure({ message, testId }: { message: string | null; testId?: string }) {
  if (!message) return null;
  return (
    <Alert color="red" variant="light" role="alert" data-testid={testId}>
      {message}
    </Alert>
  );
}
