import { createFileRoute, Outlet } from '@tanstack/react-router';
import { ReducedLayout } from '../features/layout/components/reduced-layout.tsx';

export const Route = createFileRoute('/_reduced')({
  component: () => (
    <ReducedLayout>
      <Outlet />
    </ReducedLayout>
  ),
});
