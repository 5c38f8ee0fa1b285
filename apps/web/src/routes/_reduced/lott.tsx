import { createFileRoute } from '@tanstack/react-router';
import i18next from 'i18next';
import { LottoMenuPage } from '../../features/lottery/components/lotto-menu-page.tsx';

/** The LOTT menu: every lottery game of the brand by group, e-lottery and official draws alike. */
export const Route = createFileRoute('/_reduced/lott')({
  loader: () => i18next.loadNamespaces('lottery'),
  component: LottoMenuPage,
});
