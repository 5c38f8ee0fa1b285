import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { ZOptionalSearchText } from '../../shared/lib/search-params.ts';
import { PagePlaceholder } from '../../shared/ui/page-placeholder.tsx';

/** `?referralCode=` carries the inviting member's code into the registration form. */
const ZRegisterSearch = z.object({ referralCode: ZOptionalSearchText });

export const Route = createFileRoute('/_shell/register')({
  validateSearch: ZRegisterSearch,
  component: () => <PagePlaceholder titleKey="route.register" />,
});
