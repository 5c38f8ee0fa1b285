import type { OperatorRole } from '@platform/contracts/operator/roles';
import type { StaffMember } from '@platform/contracts/operator/staff-schemas';
import { ActionMenu } from '@platform/ui/action-menu.tsx';
import { Button } from '@platform/ui/button.tsx';
import { Dialog } from '@platform/ui/dialog.tsx';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../../shared/hooks/use-can.ts';
import { ErrorText } from '../../../shared/ui/error-text.tsx';
import { ReasonDialog } from '../../../shared/ui/reason-dialog.tsx';
import {
  useResetSecondFactor,
  useSetStaffBrands,
  useSetStaffRoles,
  useSetStaffStatus,
} from '../api/staff-queries.ts';
import { brandCodes, RolePicker } from './role-picker.tsx';

type Editing = 'roles' | 'brands' | 'status' | 'reset' | null;

/** A change of roles or brands: the form in a dialog, the API's refusal shown in it. */
function EditDialog({
  member,
  kind,
  onClose,
}: {
  member: StaffMember;
  kind: 'roles' | 'brands';
  onClose: () => void;
}): ReactNode {
  const { t } = useTranslation();
  const setRoles = useSetStaffRoles();
  const setBrands = useSetStaffBrands();
  const [roles, setRoleList] = useState<OperatorRole[]>(member.roles);
  const [brands, setBrandText] = useState(member.merchantCodes.join(', '));
  const write = kind === 'roles' ? setRoles : setBrands;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const done =
      kind === 'roles'
        ? setRoles.mutateAsync({ operatorId: member.id, roles })
        : setBrands.mutateAsync({ operatorId: member.id, brands: brandCodes(brands) });
    if (await done.then(() => true).catch(() => false)) onClose();
  }

  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={`${t(kind === 'roles' ? 'staff.editRoles' : 'staff.editBrands')}: ${member.account}`}
      description={t('staff.endsSessions')}
      width={480}
    >
      <form onSubmit={submit} className="flex flex-col gap-4">
        {kind === 'roles' ? (
          <RolePicker value={roles} onChange={setRoleList} />
        ) : (
          <label className="flex flex-col gap-1.5 text-sm font-medium">
            {t('staff.brands')}
            <input
              value={brands}
              onChange={(event) => setBrandText(event.target.value)}
              placeholder={t('staff.brands.placeholder')}
              className="h-10 rounded-xl border border-line bg-surface-1 px-3 text-ink"
            />
          </label>
        )}
        <ErrorText error={write.error} />
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            {t('action.cancel')}
          </Button>
          <Button type="submit" disabled={write.isPending || (kind === 'roles' && roles.length === 0)}>
            {t('action.save')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

/** What an admin may do to one staff account: roles, brands, status, a second-factor reset. */
export function StaffRowActions({ member }: { member: StaffMember }): ReactNode {
  const { t } = useTranslation();
  const canManage = useCan('staff.manage');
  const reset = useResetSecondFactor();
  const setStatus = useSetStaffStatus();
  const [editing, setEditing] = useState<Editing>(null);
  if (!canManage) return null;
  const close = () => setEditing(null);
  const status = member.status === 'ACTIVE' ? 'DISABLED' : 'ACTIVE';
  const statusLabel = status === 'DISABLED' ? t('staff.suspend') : t('staff.reactivate');
  return (
    <>
      <ActionMenu
        label={t('staff.manage')}
        items={[
          { id: 'roles', label: t('staff.editRoles'), onSelect: () => setEditing('roles') },
          { id: 'brands', label: t('staff.editBrands'), onSelect: () => setEditing('brands') },
          { id: 'status', label: statusLabel, onSelect: () => setEditing('status') },
          { id: 'reset', label: t('staff.resetFactor'), onSelect: () => setEditing('reset') },
        ]}
      />
      {editing === 'roles' || editing === 'brands' ? (
        <EditDialog member={member} kind={editing} onClose={close} />
      ) : null}
      <ReasonDialog
        open={editing === 'status'}
        onOpenChange={(open) => setEditing(open ? 'status' : null)}
        title={`${statusLabel}: ${member.account}`}
        description={t('staff.endsSessions')}
        confirmLabel={statusLabel}
        onConfirm={(reason) => setStatus.mutateAsync({ operatorId: member.id, status, reason })}
      />
      <ReasonDialog
        open={editing === 'reset'}
        onOpenChange={(open) => setEditing(open ? 'reset' : null)}
        title={`${t('staff.resetFactor')}: ${member.account}`}
        description={t('staff.resetFactor.hint')}
        confirmLabel={t('staff.resetFactor')}
        onConfirm={(reason) => reset.mutateAsync({ operatorId: member.id, reason })}
      />
    </>
  );
}
