/** The public account flows: sign-up and password recovery. */
export { RecoverPasswordPage } from './recover-password-page';
export { RecoverRequestPage } from './recover-request-page';
export { SignupPage } from './signup-page';
