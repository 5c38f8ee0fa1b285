import { createFileRoute } from '@tanstack/react-router';
import i18next from 'i18next';
import { ResetPasswordPage } from '../../features/auth/components/reset-password-page.tsx';
import { textSearchParams } from '../../shared/lib/search-params.ts';

/** The page a password reset email links to, with the link's one-time `?token=`. */
export const Route = createFileRoute('/_shell/reset-password')({
  validateSearch: textSearchParams('token'),
  loader: () => i18next.loadNamespaces(['auth']),
  component: ResetPasswordRoute,
});

function ResetPasswordRoute() {
  const { token } = Route.useSearch();
  return <ResetPasswordPage token={token} />;
}
