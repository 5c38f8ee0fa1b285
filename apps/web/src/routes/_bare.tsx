import { createFileRoute, Outlet } from '@tanstack/react-router';
import { BareLayout } from '../features/layout/components/bare-layout.tsx';

export const Route = createFileRoute('/_bare')({
  component: () => (
    <BareLayout>
      <Outlet />
    </BareLayout>
  ),
});
