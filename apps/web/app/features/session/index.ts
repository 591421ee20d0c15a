/** The session feature's public surface: what the app and other features may import. */
export { LoginForm } from './login-form';
export { LoginPage } from './login-page';
export { CurrencySelector, ThemeToggle } from './preference-controls';
export { isAdminPath, rememberReturnTo } from './return-to';
export { type Session, type SessionStatus, useApiClient, useSession } from './session-context';
export { SessionProvider } from './session-provider';
export { readSessionToken } from './session-token';
export { useReturnToGuard } from './use-return-to-guard';
export { useSignIn } from './use-sign-in';
export { fullName, initialsOf } from './user-display';
export { UserMenu } from './user-menu';
