import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { ZOptionalSearchText } from '../../shared/lib/search-params.ts';
import { PagePlaceholder } from '../../shared/ui/page-placeholder.tsx';

/** `?page=` names the slot vendor whose tab opens first. */
const ZRngSearch = z.object({ page: ZOptionalSearchText });

export const Route = createFileRoute('/_shell/rng')({
  validateSearch: ZRngSearch,
  component: () => <PagePlaceholder titleKey="route.rng" />,
});
