import { LoginPage } from '../../features/session';

export default function Login() {
  return <LoginPage />;
}
