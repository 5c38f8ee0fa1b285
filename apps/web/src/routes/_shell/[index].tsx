import { createFileRoute } from '@tanstack/react-router';
import i18next from 'i18next';
import { lazy } from 'react';
import { BannerCarousel } from '../../features/banners/components/banner-carousel.tsx';
import { HomePage } from '../../features/home/components/home-page.tsx';
import { WinnersBoard } from '../../features/winners/components/winners-board.tsx';
import { systemQueries } from '../../shared/api/system-queries.ts';

// The lanes bring the lobby's tiles and launch code: loaded after the page's first paint.
const GameLanes = lazy(() => import('../../features/lobby/components/game-lanes.tsx'));

export const Route = createFileRoute('/_shell/index')({
  // The home page is where most visits start: its code comes in the first download with the app's,
  // not as a chunk (and the small ones it shares with other pages) fetched once the router matches it.
  codeSplitGroupings: [],
  // Fetch the page's texts with the route's code, so the page never suspends on them after it shows.
  // The hero's data is asked for at once too, not waited for: the site's gate holds the page back
  // until its own check answers, and the hero would otherwise ask only after that.
  loader: ({ context: { queryClient } }) => {
    void queryClient.prefetchQuery(systemQueries.status());
    void queryClient.prefetchQuery(systemQueries.whitelabel());
    return i18next.loadNamespaces(['home', 'content', 'ui']);
  },
  component: () => (
    <HomePage
      banners={<BannerCarousel group="w_home" isHero />}
      lanes={<GameLanes />}
      winners={(currency) => <WinnersBoard currency={currency} />}
    />
  ),
});
