import type { StaffMember } from '@platform/contracts/operator/staff-schemas';
import { Button } from '@platform/ui/button.tsx';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../../shared/hooks/use-can.ts';
import { ReasonDialog } from '../../../shared/ui/reason-dialog.tsx';
import { useSetStaffStatus } from '../api/staff-queries.ts';

/** Suspend or reactivate one staff account, with the reason the audit log keeps (staff.manage). */
export function StaffStatusAction({ member }: { member: StaffMember }): ReactNode {
  const { t } = useTranslation();
  const canManage = useCan('staff.manage');
  const setStatus = useSetStaffStatus();
  const [open, setOpen] = useState(false);
  if (!canManage) return null;
  const status = member.status === 'ACTIVE' ? 'DISABLED' : 'ACTIVE';
  const label = status === 'DISABLED' ? t('staff.suspend') : t('staff.reactivate');
  return (
    <>
      <Button variant="secondary" className="min-h-9 px-3" onClick={() => setOpen(true)}>
        {label}
      </Button>
      <ReasonDialog
        open={open}
        onOpenChange={setOpen}
        title={`${label}: ${member.account}`}
        confirmLabel={label}
        onConfirm={(reason) => setStatus.mutateAsync({ operatorId: member.id, status, reason })}
      />
    </>
  );
}
