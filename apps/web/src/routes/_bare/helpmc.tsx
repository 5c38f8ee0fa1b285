import { createFileRoute } from '@tanstack/react-router';
import i18next from 'i18next';
import { z } from 'zod';
import { HelpPage } from '../../features/help/components/help-page.tsx';
import { ZOptionalSearchText } from '../../shared/lib/search-params.ts';

/** The help centre without the site around it, for the member centre and apps to open. */
const ZHelpSearch = z.object({ category: ZOptionalSearchText, article: ZOptionalSearchText });

export const Route = createFileRoute('/_bare/helpmc')({
  validateSearch: ZHelpSearch,
  loader: () => i18next.loadNamespaces(['content', 'ui']),
  component: HelpMcRoute,
});

function HelpMcRoute() {
  const selection = Route.useSearch();
  const navigate = Route.useNavigate();
  return <HelpPage selection={selection} onSelect={(search) => void navigate({ search, replace: true })} />;
}
