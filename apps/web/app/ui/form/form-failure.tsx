/** The whole-form message of `useApiForm` with `failureAs: 'alert'`, shown above the fields. */
import { Alert } from '@mantine/core';

export function FormFailure({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <Alert color="red" variant="light" role="alert">
      {message}
    </Alert>
  );
}
