import type { agentTree } from '@platform/contracts/agents/operator-routes';
import type { RouteValue } from '@platform/contracts/endpoint';
import { Button } from '@platform/ui/button.tsx';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { ChevronRight } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorText } from '../../../shared/ui/error-text.tsx';
import { treeQuery } from '../api/agents-queries.ts';
import { AgentStatus } from './agent-status.tsx';

type AgentNode = RouteValue<typeof agentTree>['items'][number];
/** Nodes a level shows per page; "Show more" asks the server for the next. */
const PAGE_SIZE = 20;

type Level = { merchant: string; parentId?: string | undefined; account?: string | undefined };

function Node({ merchant, node }: { merchant: string; node: AgentNode }): ReactNode {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const expandable = node.directs > 0;
  return (
    <li className="flex flex-col">
      <div className="flex min-h-11 flex-wrap items-center gap-2 rounded-xl px-2 hover:bg-surface-1">
        {expandable ? (
          <button
            type="button"
            aria-expanded={open}
            aria-label={t(open ? 'agents.tree.collapse' : 'agents.tree.expand', { account: node.account })}
            onClick={() => setOpen(!open)}
            className="inline-flex size-9 items-center justify-center rounded-lg text-ink-muted hover:bg-surface-2 hover:text-ink"
          >
            <ChevronRight
              aria-hidden
              className={`size-4 transition-transform rtl:rotate-180 ${open ? 'rotate-90' : ''}`}
            />
          </button>
        ) : (
          <span className="size-9" aria-hidden />
        )}
        {node.isAgent ? (
          <Link
            to="/agents/$memberId"
            params={{ memberId: node.id }}
            search={{ tab: 'overview' }}
            className="font-semibold text-accent-text hover:underline"
          >
            {node.account}
          </Link>
        ) : (
          <span>{node.account}</span>
        )}
        <span className="rounded-full bg-surface-2 px-2 py-0.5 text-xs text-ink-muted">
          {t(node.isAgent ? 'agents.kind.agent' : 'agents.kind.member')}
        </span>
        <AgentStatus status={node.status} />
        {node.isAgent ? (
          <span className="text-xs text-ink-muted">
            {t('agents.tree.counts', { directs: node.directs, team: node.teamSize })}
          </span>
        ) : null}
      </div>
      {open ? (
        <div className="ms-5 border-s border-line ps-3">
          <Level level={{ merchant, parentId: node.id }} />
        </div>
      ) : null}
    </li>
  );
}

/** One server page of a level; the last page loaded offers the next. */
function LevelPage({
  level,
  page,
  onMore,
}: {
  level: Level;
  page: number;
  onMore?: (() => void) | undefined;
}): ReactNode {
  const { t } = useTranslation();
  const { data, error } = useQuery(treeQuery({ ...level, page, pageSize: PAGE_SIZE }));
  if (error) return <ErrorText error={error} />;
  if (!data) return <p className="px-2 py-2 text-sm text-ink-muted">{t('agents.loading')}</p>;
  if (page === 1 && data.items.length === 0)
    return <p className="px-2 py-2 text-sm text-ink-muted">{t('agents.tree.empty')}</p>;
  return (
    <>
      {data.items.map((node) => (
        <Node key={node.id} merchant={level.merchant} node={node} />
      ))}
      {onMore && page * PAGE_SIZE < data.total ? (
        <li>
          <Button variant="ghost" className="min-h-9" onClick={onMore}>
            {t('agents.tree.more', { shown: page * PAGE_SIZE, total: data.total })}
          </Button>
        </li>
      ) : null}
    </>
  );
}

/** A level of the tree: the top agents, or one node's direct downline, a page at a time. */
function Level({ level }: { level: Level }): ReactNode {
  const [pages, setPages] = useState(1);
  return (
    <ul className="flex flex-col">
      {Array.from({ length: pages }, (_, index) => index + 1).map((page) => (
        <LevelPage
          key={page}
          level={level}
          page={page}
          onMore={page === pages ? () => setPages(pages + 1) : undefined}
        />
      ))}
    </ul>
  );
}

/** The brand's tree from its top agents (those whose account contains `account`), expanded on demand. */
export function AgentTree({
  merchant,
  account,
}: {
  merchant: string;
  account?: string | undefined;
}): ReactNode {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('agents.tree')} className="rounded-2xl border border-line p-2">
      <Level key={account ?? ''} level={{ merchant, account }} />
    </nav>
  );
}
