import { isFeatureEnabled } from '@platform/contracts/system/feature-switches';
import type { QueryClient } from '@tanstack/react-query';
import { redirect } from '@tanstack/react-router';
import { readSessionToken } from '../../../shared/api/session.ts';
import { systemQueries } from '../../../shared/api/system-queries.ts';
import { mustLogIn } from './login-mandatory.ts';

/**
 * Runs before every navigation: on a brand that makes login mandatory, a guest is sent to /login
 * from any path but the open ones. When the brand settings cannot be read the site stays open; the
 * server still refuses what needs a session.
 */
export async function enforceLoginMandatory(queryClient: QueryClient, pathname: string): Promise<void> {
  const status = await queryClient.ensureQueryData(systemQueries.status()).catch(() => null);
  if (!status) return;
  const isLoginMandatory = isFeatureEnabled(status.whitelabel, 'LOGIN_MANDATORY');
  if (mustLogIn(pathname, { isLoginMandatory, hasToken: readSessionToken() !== null })) {
    throw redirect({ to: '/login', replace: true });
  }
}
