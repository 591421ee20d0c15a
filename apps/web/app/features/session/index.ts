/** The session feature's public surface: what the app and other features may import. */

export { fullName, initialsOf } from '../../lib/user-display';
export { LoginForm } from './login-form';
export { LoginPage } from './login-page';
export { CurrencySelector, ThemeToggle } from './preference-controls';
export { homeAreaOf, isAdminPath, rememberReturnTo, SALES_AREA_SCOPES, sellsWith } from './return-to';
export {
  type Session,
  SessionContext,
  type SessionStatus,
  useApiClient,
  useSession,
} from './session-context';
export { SessionProvider } from './session-provider';
export { readSessionToken } from './session-token';
export { useDisplayCurrency } from './use-display-currency';
export { useReturnToGuard } from './use-return-to-guard';
export { useSignIn } from './use-sign-in';
export { useSignInFirst } from './use-sign-in-first';
export { AccountShortcut, UserMenu } from './user-menu';
