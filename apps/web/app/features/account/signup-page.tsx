/**
 * Self sign-up: createUser without a token makes a BASIC account, then the visitor is signed
 * in through the same flow as the sign-in form (so the `rToGo` return keeps working). If the
 * automatic sign-in fails (say, a rate limit), the account exists: off to /login with a toast.
 */
import { isProblem } from '@catedra/client';
import { Alert, Button, Stack } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { useMessages } from '../../i18n';
import { type FieldErrors, fieldErrorsOf, problemMessage } from '../../lib/api-problem';
import {
  EMPTY_USER_FIELDS,
  optionalText,
  USER_FIELD_NAMES,
  type UserFieldName,
  type UserFieldValues,
  userFieldFallback,
  validateUserFields,
} from '../../lib/user-validation';
import { AuthCard } from '../../ui/auth-card';
import { notify } from '../../ui/toast';
import { UserFields } from '../../ui/user-fields';
import { useSignIn } from '../session';
import { useCreateAccount } from './api';
import { SignInLink } from './auth-links';

export function SignupPage() {
  const messages = useMessages();
  const navigate = useNavigate();
  const signIn = useSignIn();
  const createAccount = useCreateAccount();
  const [values, setValues] = useState<UserFieldValues>(EMPTY_USER_FIELDS);
  const [errors, setErrors] = useState<FieldErrors<UserFieldName>>({});
  const [failure, setFailure] = useState<string | null>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = validateUserFields(values, messages.forms, { withCredentials: true });
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0) return;
    const email = values.email.trim();
    try {
      await createAccount.mutateAsync({
        userCreation: {
          email,
          password: values.password,
          firstName: values.firstName.trim(),
          lastName: values.lastName.trim(),
          phone: optionalText(values.phone.replace(/[\s-]/g, '')),
          country: optionalText(values.country.toUpperCase()),
          state: optionalText(values.state),
          city: optionalText(values.city),
          documentId: optionalText(values.documentId),
        },
      });
    } catch (error) {
      if (isProblem(error, 'EMAIL_TAKEN')) return setErrors({ email: messages.signup.duplicate });
      setErrors(fieldErrorsOf(error, USER_FIELD_NAMES, (field) => userFieldFallback(field, messages.forms)));
      return setFailure(problemMessage(error, messages.forms));
    }
    try {
      if (await signIn({ email, password: values.password })) {
        notify.success(messages.signup.created);
        return;
      }
    } catch {
      // The account exists; signing in is one step away on the sign-in page.
    }
    notify.success(messages.signup.createdSignIn);
    navigate('/login', { replace: true });
  }

  return (
    <AuthCard title={messages.signup.title} subtitle={messages.signup.subtitle} width={640}>
      <form onSubmit={onSubmit} noValidate aria-label={messages.signup.title}>
        <Stack gap="md">
          {failure && (
            <Alert color="red" variant="light" role="alert" data-testid="signup-error">
              {failure}
            </Alert>
          )}
          <UserFields
            values={values}
            errors={errors}
            onChange={(field, value) => setValues((current) => ({ ...current, [field]: value }))}
            withCredentials
            ownAccount
          />
          <Button type="submit" size="md" fullWidth loading={createAccount.isPending}>
            {messages.signup.submit}
          </Button>
          <SignInLink />
        </Stack>
      </form>
    </AuthCard>
  );
}
