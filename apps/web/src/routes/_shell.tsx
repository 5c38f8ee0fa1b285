import { createFileRoute, Outlet } from '@tanstack/react-router';
import { useSiteChrome } from '../app/use-site-chrome.tsx';
import { HeadlineTicker } from '../features/announcements/components/headline-ticker.tsx';
import { ShellLayout } from '../features/layout/components/shell-layout.tsx';

function ShellRoute() {
  const chrome = useSiteChrome();
  return (
    <ShellLayout chrome={chrome} ticker={<HeadlineTicker />}>
      <Outlet />
    </ShellLayout>
  );
}

export const Route = createFileRoute('/_shell')({
  // Nearly every page renders inside the shell: its code comes in the first download with the app's
  // own, rather than as a chunk of its own fetched once the router matches it.
  codeSplitGroupings: [],
  component: ShellRoute,
});
