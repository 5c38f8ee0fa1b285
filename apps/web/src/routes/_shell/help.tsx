import { createFileRoute } from '@tanstack/react-router';
import i18next from 'i18next';
import { HelpPage } from '../../features/help/components/help-page.tsx';
import { textSearchParams } from '../../shared/lib/search-params.ts';

/** `?category=&article=` open a help topic and one of its answers, so a link can point at it. */
const validateSearch = textSearchParams('category', 'article');

export const Route = createFileRoute('/_shell/help')({
  validateSearch,
  loader: () => i18next.loadNamespaces(['content', 'ui']),
  component: HelpRoute,
});

function HelpRoute() {
  const selection = Route.useSearch();
  const navigate = Route.useNavigate();
  return <HelpPage selection={selection} onSelect={(search) => void navigate({ search, replace: true })} />;
}
