import { createFileRoute } from '@tanstack/react-router';
import i18next from 'i18next';
import { PointsMallPage } from '../../features/points-mall/components/points-mall-page.tsx';
import { VipPanel } from '../../features/vip/components/vip-panel.tsx';

export const Route = createFileRoute('/_reduced/pointMall')({
  loader: () => i18next.loadNamespaces(['loyalty', 'auth']),
  component: () => <PointsMallPage memberPanel={<VipPanel />} />,
});
