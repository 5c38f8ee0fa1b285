import { LoadingState } from '@platform/ui/loading-state.tsx';
import { Skeleton } from '@platform/ui/skeleton.tsx';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { systemQueries } from '../../../shared/api/system-queries.ts';
import { RegisterMethods } from './register-methods.tsx';

type RegisterPanelProps = {
  referralCode: string | undefined;
  affiliateCode: string | undefined;
  onRegistered: () => void;
};

/** The registration forms built from the brand's settings, shared by the /register page and the registerModal. */
export function RegisterPanel(props: RegisterPanelProps): ReactNode {
  const { data: status } = useQuery(systemQueries.status());
  if (status) return <RegisterMethods whitelabel={status.whitelabel} settings={status.register} {...props} />;
  return (
    <LoadingState>
      {[1, 2, 3, 4].map((row) => (
        <Skeleton key={row} className="h-11" />
      ))}
    </LoadingState>
  );
}
