import { createFileRoute } from '@tanstack/react-router';
import i18next from 'i18next';
import { HelpPage } from '../../features/help/components/help-page.tsx';
import { textSearchParams } from '../../shared/lib/search-params.ts';

/** The help centre without the site around it, for the member centre and apps to open. */
const validateSearch = textSearchParams('category', 'article');

export const Route = createFileRoute('/_bare/helpmc')({
  validateSearch,
  loader: () => i18next.loadNamespaces(['content', 'ui']),
  component: HelpMcRoute,
});

function HelpMcRoute() {
  const selection = Route.useSearch();
  const navigate = Route.useNavigate();
  return <HelpPage selection={selection} onSelect={(search) => void navigate({ search, replace: true })} />;
}
