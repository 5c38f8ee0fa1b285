import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { ZOptionalSearchText } from '../../shared/lib/search-params.ts';
import { PagePlaceholder } from '../../shared/ui/page-placeholder.tsx';

/** Game launch helpers open a lottery directly: `?gameCode=` and its `?playType=`. */
const ZLotterySearch = z.object({ gameCode: ZOptionalSearchText, playType: ZOptionalSearchText });

export const Route = createFileRoute('/_reduced/lottery')({
  validateSearch: ZLotterySearch,
  component: () => <PagePlaceholder titleKey="route.lottery" />,
});
