import type { OperatorRole } from '@platform/contracts/operator/roles';
import { Button } from '@platform/ui/button.tsx';
import { Dialog } from '@platform/ui/dialog.tsx';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorText } from '../../../shared/ui/error-text.tsx';
import { useInviteStaff } from '../api/staff-queries.ts';
import { brandCodes, RolePicker } from './role-picker.tsx';

const fieldClass = 'h-10 rounded-xl border border-line bg-surface-1 px-3 text-ink';

/** What the person invited needs, shown this once: an initial password, or a one-time link. */
function Handover({ secret, kind }: { secret: string; kind: 'password' | 'link' }): ReactNode {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  return (
    <div className="flex flex-col gap-2">
      <p className="text-sm">
        {t(kind === 'password' ? 'staff.invite.passwordOnce' : 'staff.invite.linkOnce')}
      </p>
      <code data-testid="invite-secret" className="break-all rounded-xl bg-surface-2 px-3 py-2 text-sm">
        {secret}
      </code>
      <Button
        variant="secondary"
        className="min-h-9 self-start"
        onClick={() => void navigator.clipboard?.writeText(secret).then(() => setCopied(true))}
      >
        {copied ? t('action.copied') : t('action.copy')}
      </Button>
    </div>
  );
}

/** Opens a staff account (staff.manage): account, roles, brands, and how the person gets in. */
export function InviteDialog(): ReactNode {
  const { t } = useTranslation();
  const invite = useInviteStaff();
  const [open, setOpen] = useState(false);
  const [roles, setRoles] = useState<OperatorRole[]>([]);
  const [handover, setHandover] = useState<{ secret: string; kind: 'password' | 'link' } | null>(null);

  function close(next: boolean) {
    setOpen(next);
    if (!next) {
      setHandover(null);
      setRoles([]);
      invite.reset();
    }
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const delivery = form.get('delivery') === 'link' ? 'link' : 'password';
    const invited = await invite
      .mutateAsync({
        account: String(form.get('account') ?? '').trim(),
        roles,
        brands: brandCodes(String(form.get('brands') ?? '')),
        delivery,
      })
      .catch(() => undefined);
    if (!invited) return;
    setHandover(
      delivery === 'password'
        ? { kind: 'password', secret: invited.initialPassword ?? '' }
        : {
            kind: 'link',
            secret: `${window.location.origin}/console/invite?token=${encodeURIComponent(invited.inviteToken ?? '')}`,
          },
    );
  }

  return (
    <>
      <Button onClick={() => setOpen(true)}>{t('staff.invite')}</Button>
      <Dialog open={open} onOpenChange={close} title={t('staff.invite.title')} width={480}>
        {handover ? (
          <div className="flex flex-col gap-4">
            <Handover {...handover} />
            <Button className="self-end" onClick={() => close(false)}>
              {t('staff.invite.done')}
            </Button>
          </div>
        ) : (
          <form onSubmit={submit} className="flex flex-col gap-4">
            <label className="flex flex-col gap-1.5 text-sm font-medium">
              {t('staff.account')}
              <input name="account" required pattern="[A-Za-z0-9._@\-]{3,64}" className={fieldClass} />
            </label>
            <RolePicker value={roles} onChange={setRoles} />
            <label className="flex flex-col gap-1.5 text-sm font-medium">
              {t('staff.brands')}
              <input name="brands" placeholder={t('staff.brands.placeholder')} className={fieldClass} />
            </label>
            <fieldset className="flex flex-col gap-1.5 text-sm">
              <legend className="mb-1 font-medium">{t('staff.invite.delivery')}</legend>
              <label className="flex items-center gap-2">
                <input type="radio" name="delivery" value="password" defaultChecked />
                {t('staff.invite.byPassword')}
              </label>
              <label className="flex items-center gap-2">
                <input type="radio" name="delivery" value="link" />
                {t('staff.invite.byLink')}
              </label>
            </fieldset>
            <ErrorText error={invite.error} />
            <div className="flex justify-end gap-2">
              <Button variant="secondary" onClick={() => close(false)}>
                {t('action.cancel')}
              </Button>
              <Button type="submit" disabled={invite.isPending || roles.length === 0}>
                {t('staff.invite.submit')}
              </Button>
            </div>
          </form>
        )}
      </Dialog>
    </>
  );
}
