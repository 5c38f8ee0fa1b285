import { Button } from '@platform/ui/button.tsx';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../../shared/hooks/use-can.ts';
import { ErrorText } from '../../../shared/ui/error-text.tsx';
import { agentQuery } from '../api/agents-queries.ts';
import { AgentTree } from './agent-tree.tsx';
import { OpenTopAgent } from './open-top-agent.tsx';
import { WalkInUpline } from './walk-in-upline.tsx';

const inputClass = 'h-10 w-56 rounded-xl border border-line bg-surface-1 px-3 text-sm text-ink';

export type AgentsSearch = { account?: string | undefined };

/** Finds an agent anywhere in the brand by its exact account and opens its page. */
function FindAgent({ merchant }: { merchant: string }): ReactNode {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [error, setError] = useState<unknown>(null);
  async function find(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const account = String(new FormData(event.currentTarget).get('account') ?? '').trim();
    if (!account) return;
    setError(null);
    try {
      const agent = await queryClient.fetchQuery(agentQuery({ merchant, account }));
      await navigate({
        to: '/agents/$memberId',
        params: { memberId: agent.id },
        search: { tab: 'overview' },
      });
    } catch (failure) {
      setError(failure);
    }
  }
  return (
    <form onSubmit={find} className="flex flex-wrap items-end gap-2" aria-label={t('agents.find')}>
      <label className="flex flex-col gap-1 text-sm">
        {t('agents.find.account')}
        <input name="account" maxLength={64} className={inputClass} />
      </label>
      <Button type="submit" variant="secondary">
        {t('agents.find.submit')}
      </Button>
      <ErrorText error={error} />
    </form>
  );
}

/** The Agents section: find an agent, browse the tree from its top agents, open one, walk-in upline. */
export function AgentsHome({
  merchant,
  search,
  onSearchChange,
}: {
  merchant: string;
  search: AgentsSearch;
  onSearchChange: (patch: Partial<AgentsSearch>) => void;
}): ReactNode {
  const { t } = useTranslation();
  const canManage = useCan('agents.manage');
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">{t('section.agents')}</h1>
        {canManage ? <OpenTopAgent merchant={merchant} /> : null}
      </div>
      <FindAgent merchant={merchant} />
      <section className="flex flex-col gap-3">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <h2 className="text-lg font-semibold">{t('agents.tree')}</h2>
          <label className="flex flex-col gap-1 text-sm">
            {t('agents.tree.filter')}
            <input
              key={search.account ?? ''}
              defaultValue={search.account ?? ''}
              maxLength={64}
              onBlur={(event) => {
                const next = event.target.value.trim() || undefined;
                if (next !== search.account) onSearchChange({ account: next });
              }}
              onKeyDown={(event) => {
                if (event.key === 'Enter') event.currentTarget.blur();
              }}
              className={inputClass}
            />
          </label>
        </div>
        <AgentTree merchant={merchant} account={search.account} />
      </section>
      <WalkInUpline merchant={merchant} />
    </div>
  );
}
