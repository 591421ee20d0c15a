/** "¿Ya tenés cuenta? Ingresá" under the sign-up and recovery forms. */
import { useMessages } from '../../i18n';
import { AuthPrompt } from '../../ui/auth-prompt';

export function SignInLink() {
  const { authLinks } = useMessages();
  return <AuthPrompt question={authLinks.haveAccount} to="/login" link={authLinks.signIn} />;
}
