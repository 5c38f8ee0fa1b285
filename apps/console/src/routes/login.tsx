import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { LoginFlow } from '../features/login/components/login-flow.tsx';

export const Route = createFileRoute('/login')({ component: LoginPage });

function LoginPage() {
  const navigate = useNavigate();
  return <LoginFlow onDone={() => void navigate({ to: '/' })} />;
}
