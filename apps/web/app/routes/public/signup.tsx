import { SignupPage } from '../../features/account';

export default function Signup() {
  return <SignupPage />;
}
