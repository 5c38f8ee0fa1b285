import type { BrandDetail } from '@platform/contracts/brands/schemas';
import { ZBrandFeaturesBody } from '@platform/contracts/brands/schemas';
import type { WhitelabelNode } from '@platform/contracts/system/feature-switches';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FormIssue } from '../../../shared/ui/form-issues.tsx';
import { useBrandFeatures } from '../api/brands-queries.ts';
import { SaveBar } from './save-bar.tsx';

function flatten(nodes: readonly WhitelabelNode[]): Record<string, boolean> {
  return Object.fromEntries(
    nodes.flatMap((node) => [[node.modId, node.enabled], ...Object.entries(flatten(node.childrenNodes))]),
  );
}

function SwitchTree({
  nodes,
  states,
  onToggle,
}: {
  nodes: readonly WhitelabelNode[];
  states: Record<string, boolean>;
  onToggle: (modId: string, enabled: boolean) => void;
}): ReactNode {
  const { t } = useTranslation();
  return (
    <ul className="flex flex-col gap-2">
      {nodes.map((node) => (
        <li key={node.modId} className="flex flex-col gap-2">
          <label className="flex items-start gap-2 text-sm">
            <input
              type="checkbox"
              className="mt-1"
              checked={states[node.modId] ?? false}
              onChange={(event) => onToggle(node.modId, event.target.checked)}
            />
            <span className="flex flex-col">
              <span className="font-medium">{t(`brands.feature.${node.modId}`)}</span>
              <code className="text-xs text-ink-muted">{node.modId}</code>
            </span>
          </label>
          {node.childrenNodes.length > 0 ? (
            <div className="ms-6 border-s border-line ps-3">
              <SwitchTree nodes={node.childrenNodes} states={states} onToggle={onToggle} />
            </div>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

/**
 * The brand's switches under `roots` (every top-level one when left out), as the site reads them: a
 * switch counts only while its parents are on. Saving sends the switches shown; the site sees them at once.
 */
export function FeatureSwitches({
  brand,
  canManage,
  roots,
  exclude = [],
}: {
  brand: BrandDetail;
  canManage: boolean;
  roots?: readonly string[];
  exclude?: readonly string[];
}): ReactNode {
  const save = useBrandFeatures();
  const nodes = brand.features.filter(
    (node) => (roots === undefined || roots.includes(node.modId)) && !exclude.includes(node.modId),
  );
  const [states, setStates] = useState(() => flatten(nodes));
  const [issues, setIssues] = useState<readonly FormIssue[]>([]);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = ZBrandFeaturesBody.safeParse({
      merchant: brand.code,
      switches: Object.entries(states).map(([modId, enabled]) => ({ modId, enabled })),
    });
    setIssues(parsed.success ? [] : parsed.error.issues);
    if (parsed.success) save.mutate(parsed.data);
  }

  return (
    <form onSubmit={submit} className="flex max-w-2xl flex-col gap-4">
      <fieldset disabled={!canManage}>
        <SwitchTree
          nodes={nodes}
          states={states}
          onToggle={(modId, enabled) => setStates((current) => ({ ...current, [modId]: enabled }))}
        />
      </fieldset>
      {canManage ? <SaveBar issues={issues} mutation={save} /> : null}
    </form>
  );
}
