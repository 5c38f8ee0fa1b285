import { createFileRoute } from '@tanstack/react-router';
import { LoginRequiredPage } from '../../features/guards/components/login-required-page.tsx';
import { useAuthStore } from '../../shared/hooks/use-auth-store.ts';
import { PagePlaceholder } from '../../shared/ui/page-placeholder.tsx';

/** The agent centre's place (its content comes with the agent work); a guest is asked to log in. */
function AgentCentre() {
  const isLoggedIn = useAuthStore((state) => state.member !== null);
  return isLoggedIn ? <PagePlaceholder titleKey="route.agent" /> : <LoginRequiredPage />;
}

export const Route = createFileRoute('/_shell/agent')({ component: AgentCentre });
