import { OPERATOR_ROLES, type OperatorRole } from '@platform/contracts/operator/roles';
import type { StaffAccess } from '@platform/contracts/operator/staff-schemas';
import { Button } from '@platform/ui/button.tsx';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../../shared/hooks/use-can.ts';
import { ErrorText } from '../../../shared/ui/error-text.tsx';
import { staffAccessQuery, useSetStaffAccess } from '../api/staff-queries.ts';

const fieldClass = 'h-10 rounded-xl border border-line bg-surface-1 px-3 text-ink';

/** The roles' address lists as text, one role a line: "finance: 10.20.0.0/16, 192.0.2.0/24". */
const networksText = (access: StaffAccess) =>
  access.roleNetworks.map(({ role, cidrs }) => `${role}: ${cidrs.join(', ')}`).join('\n');

function parseNetworks(text: string): StaffAccess['roleNetworks'] {
  return text
    .split('\n')
    .map((line) => line.split(':'))
    .filter(([role]) => OPERATOR_ROLES.includes(role?.trim() as OperatorRole))
    .map(([role, ...rest]) => ({
      role: role?.trim() as OperatorRole,
      // IPv6 networks hold colons too: everything after the first one is the list.
      cidrs: rest
        .join(':')
        .split(/[\s,]+/)
        .filter((cidr) => cidr !== ''),
    }));
}

/** The installation's staff session timeouts and the roles' address lists (admins change them). */
export function AccessSettings(): ReactNode {
  const { t } = useTranslation();
  const canManage = useCan('staff.manage');
  const { data, error } = useQuery(staffAccessQuery());
  const save = useSetStaffAccess();
  const [saved, setSaved] = useState(false);
  if (!data) return <ErrorText error={error} />;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSaved(false);
    const form = new FormData(event.currentTarget);
    await save
      .mutateAsync({
        idleMinutes: Number(form.get('idleMinutes')),
        lifetimeHours: Number(form.get('lifetimeHours')),
        roleNetworks: parseNetworks(String(form.get('roleNetworks') ?? '')),
      })
      .then(() => setSaved(true))
      .catch(() => undefined);
  }

  return (
    <section
      aria-labelledby="access-title"
      className="flex flex-col gap-3 rounded-2xl border border-line p-5"
    >
      <h2 id="access-title" className="text-lg font-semibold">
        {t('staff.access.title')}
      </h2>
      <form onSubmit={submit} className="flex flex-col gap-4">
        <fieldset disabled={!canManage} className="flex flex-wrap gap-4">
          <label className="flex flex-col gap-1.5 text-sm font-medium">
            {t('staff.access.idle')}
            <input
              name="idleMinutes"
              type="number"
              min={1}
              max={240}
              required
              defaultValue={data.idleMinutes}
              className={`${fieldClass} w-32`}
            />
          </label>
          <label className="flex flex-col gap-1.5 text-sm font-medium">
            {t('staff.access.lifetime')}
            <input
              name="lifetimeHours"
              type="number"
              min={1}
              max={24}
              required
              defaultValue={data.lifetimeHours}
              className={`${fieldClass} w-32`}
            />
          </label>
          <label className="flex min-w-72 flex-1 flex-col gap-1.5 text-sm font-medium">
            {t('staff.access.networks')}
            <textarea
              name="roleNetworks"
              rows={3}
              defaultValue={networksText(data)}
              placeholder="finance: 10.20.0.0/16"
              className="rounded-xl border border-line bg-surface-1 px-3 py-2 font-mono text-sm text-ink"
            />
            <span className="font-normal text-ink-muted">{t('staff.access.networks.hint')}</span>
          </label>
        </fieldset>
        <ErrorText error={save.error} />
        {saved ? (
          <p role="status" className="text-sm">
            {t('staff.access.saved')}
          </p>
        ) : null}
        {canManage ? (
          <Button type="submit" className="self-start" disabled={save.isPending}>
            {t('action.save')}
          </Button>
        ) : null}
      </form>
    </section>
  );
}
