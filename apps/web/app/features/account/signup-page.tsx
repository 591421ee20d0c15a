/**
 * Self sign-up: createUser without a token makes a BASIC account, then the visitor is signed
 * in through the same flow as the sign-in form (so the `rToGo` return keeps working). If the
 * automatic sign-in fails (say, a rate limit), the account exists: off to /login with a toast.
 */
import { isProblem } from '@catedra/client';
import { useNavigate } from 'react-router';
import { useMessages } from '../../i18n';
import {
  EMPTY_USER_FIELDS,
  newUserPayload,
  type UserFieldValues,
  userFieldsFallback,
  validateUserFields,
} from '../../lib/user-validation';
import { AuthCard } from '../../ui/auth-card';
import { AuthForm } from '../../ui/auth-form';
import { useApiForm } from '../../ui/form';
import { notify } from '../../ui/toast';
import { UserFields, userFieldsOf } from '../../ui/user-fields';
import { useSignIn } from '../session';
import { useCreateAccount } from './api';
import { SignInLink } from './auth-links';

/**
 * Whether the new account was signed in, the person still has to sign in on /login, or the
 * web server refused the session (the session rules already showed their toast and went to `/`).
 */
type SignupOutcome = 'signed-in' | 'sign-in-later' | 'session-refused';

export function SignupPage() {
  const messages = useMessages();
  const navigate = useNavigate();
  const signIn = useSignIn();
  const createAccount = useCreateAccount();

  /** Creates the account (its failures go to the form), then signs in (its failures do not: the account exists). */
  async function createAndSignIn(values: UserFieldValues): Promise<SignupOutcome> {
    const email = values.email.trim();
    await createAccount.mutateAsync({ userCreation: newUserPayload(values) });
    try {
      return (await signIn({ email, password: values.password })) ? 'signed-in' : 'session-refused';
    } catch {
      // The account exists; signing in is one step away on the sign-in page.
      return 'sign-in-later';
    }
  }

  const api = useApiForm<UserFieldValues, SignupOutcome>({
    initialValues: EMPTY_USER_FIELDS,
    validate: (values) => validateUserFields(values, messages.forms, { withCredentials: true }),
    submit: createAndSignIn,
    onSuccess: (outcome) => {
      if (outcome === 'signed-in') return notify.success(messages.signup.created);
      if (outcome === 'session-refused') return notify.success(messages.signup.createdSignIn);
      notify.success(messages.signup.createdSignIn);
      navigate('/login', { replace: true });
    },
    explain: (error) => (isProblem(error, 'EMAIL_TAKEN') ? { email: messages.signup.duplicate } : undefined),
    fallback: userFieldsFallback(messages.forms),
    texts: messages.forms,
    failureAs: 'alert',
  });

  return (
    <AuthCard title={messages.signup.title} subtitle={messages.signup.subtitle} width={640}>
      <AuthForm
        api={api}
        title={messages.signup.title}
        submitLabel={messages.signup.submit}
        failureTestId="signup-error"
        links={<SignInLink />}
      >
        <UserFields {...userFieldsOf(api.form)} withCredentials ownAccount />
      </AuthForm>
    </AuthCard>
  );
}
