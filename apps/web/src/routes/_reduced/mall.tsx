import { createFileRoute } from '@tanstack/react-router';
import i18next from 'i18next';
import { PointsMallPage } from '../../features/points-mall/components/points-mall-page.tsx';
import { VipPanel } from '../../features/vip/components/vip-panel.tsx';

/** The spec's reduced mall page is the points mall too. */
export const Route = createFileRoute('/_reduced/mall')({
  loader: () => i18next.loadNamespaces(['loyalty', 'auth']),
  component: () => <PointsMallPage memberPanel={<VipPanel />} />,
});
