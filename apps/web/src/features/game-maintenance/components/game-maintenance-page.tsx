import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { gameQueries } from '../../../shared/api/game-queries.ts';
import { vendorsByCode } from '../../../shared/lib/vendors-by-code.ts';
import { MaintenanceNotice } from './maintenance-notice.tsx';
import { PopularGames } from './popular-games.tsx';

/** The spec's game-in-maintenance page: which vendor is down, and popular games from the others. */
export function GameMaintenancePage({ vendorCode }: { vendorCode: string }): ReactNode {
  const menus = useQuery(gameQueries.menus());
  const vendors = vendorsByCode(menus.data);

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-8 px-4 py-6 sm:py-8">
      <MaintenanceNotice vendorName={vendors.get(vendorCode)?.displayName} isNaming={menus.isPending} />
      <PopularGames excludeVendor={vendorCode} vendors={vendors} />
    </div>
  );
}
