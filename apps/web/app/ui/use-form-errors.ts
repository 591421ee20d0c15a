/**
 * A form's field errors and what to do when saving fails: the API's `errors[].path` lands
 * under the matching field and a toast says what went wrong, alike on every form.
 */
import { useCallback, useState } from 'react';
import { useMessages } from '../i18n';
import { fieldErrorsOf, problemMessage } from '../lib/api-problem';
import { notify } from './toast';

export function useFormErrors() {
  const messages = useMessages();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const showError = useCallback(
    (error: unknown) => {
      setErrors(fieldErrorsOf(error));
      notify.error(problemMessage(error, messages.academic.errors));
    },
    [messages],
  );
  return { errors, setErrors, showError };
}
