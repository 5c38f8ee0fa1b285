import { listPasskeys, removePasskey } from '@platform/contracts/identity/passkey-routes';
import type { Passkey } from '@platform/contracts/identity/passkey-schemas';
import { Button } from '@platform/ui/button.tsx';
import { Dialog } from '@platform/ui/dialog.tsx';
import { LoadingState } from '@platform/ui/loading-state.tsx';
import { Skeleton } from '@platform/ui/skeleton.tsx';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Fingerprint, Trash2 } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../../shared/api/call-api.ts';
import { useAuthStore } from '../../../shared/hooks/use-auth-store.ts';
import { useModalStore } from '../../../shared/hooks/use-modal-store.ts';
import { formatGmt8 } from '../../../shared/lib/gmt8-time.ts';
import { FormError } from '../../../shared/ui/form-error.tsx';
import { addPasskey } from '../api/passkeys.ts';
import { PasskeyError } from './passkey-error.tsx';

const PASSKEYS_KEY = ['member', 'passkeys'] as const;
const shortTime = (iso: string) => formatGmt8(new Date(iso), { withSeconds: false });

/** One passkey: what it is called, when it came and when it last opened the account; removal asks first. */
function PasskeyRow({ passkey }: { passkey: Passkey }): ReactNode {
  const { t } = useTranslation('auth');
  const queryClient = useQueryClient();
  const [isConfirming, setIsConfirming] = useState(false);
  const remove = useMutation({
    mutationFn: () => callApi(removePasskey, { body: { id: passkey.id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PASSKEYS_KEY }),
  });
  const name = passkey.name ?? t('passkey.unnamed');
  return (
    <li className="flex flex-col gap-3 rounded-xl border border-line bg-surface-2 px-3.5 py-3">
      <div className="flex items-start gap-3">
        <Fingerprint aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent" />
        <div className="min-w-0 flex-1">
          <p className="truncate text-sm font-semibold">{name}</p>
          <p className="text-xs text-ink-muted tabular-nums">
            {t('passkey.addedAt', { time: shortTime(passkey.createdAt) })}
          </p>
          <p className="text-xs text-ink-muted tabular-nums">
            {passkey.lastUsedAt
              ? t('passkey.lastUsedAt', { time: shortTime(passkey.lastUsedAt) })
              : t('passkey.neverUsed')}
          </p>
        </div>
        {!isConfirming && (
          <Button
            variant="ghost"
            size="icon"
            aria-label={t('passkey.remove', { name })}
            title={t('passkey.remove', { name })}
            onClick={() => setIsConfirming(true)}
          >
            <Trash2 aria-hidden="true" className="size-5" />
          </Button>
        )}
      </div>
      {isConfirming && (
        <div className="flex flex-col gap-3">
          <p className="text-sm">{t('passkey.removeConfirm')}</p>
          <FormError error={remove.error} />
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="ghost" onClick={() => setIsConfirming(false)} disabled={remove.isPending}>
              {t('passkey.keep')}
            </Button>
            <Button
              variant="secondary"
              onClick={() => remove.mutate()}
              disabled={remove.isPending}
              aria-busy={remove.isPending}
            >
              {t('passkey.removeYes')}
            </Button>
          </div>
        </div>
      )}
    </li>
  );
}

/**
 * The popup layer's 'passkeys' window: the member's passkeys for quick login, adding one on this
 * device (fingerprint, face or PIN), and removing one.
 */
export function PasskeysDialog(): ReactNode {
  const { t } = useTranslation('auth');
  const isOpen = useModalStore((state) => state.current === 'passkeys');
  const close = useModalStore((state) => state.close);
  const queryClient = useQueryClient();
  const account = useAuthStore((state) => state.member?.account);
  // Read afresh at every opening, per member: the window stays mounted across logins and logouts.
  const list = useQuery({
    queryKey: [...PASSKEYS_KEY, account],
    queryFn: ({ signal }) => callApi(listPasskeys, { signal }),
    enabled: isOpen && account !== undefined,
    staleTime: 0,
  });
  const add = useMutation({
    mutationFn: addPasskey,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PASSKEYS_KEY }),
  });
  const passkeys = list.data?.passkeys ?? [];

  return (
    <Dialog
      open={isOpen}
      onOpenChange={(open) => {
        if (open) return;
        add.reset();
        close();
      }}
      title={t('passkey.title')}
    >
      <div className="flex flex-col gap-4">
        <p className="text-sm text-ink-muted">{t('passkey.intro')}</p>
        {add.isSuccess && (
          <p className="rounded-xl bg-success/10 px-3.5 py-2.5 text-sm text-success-text" role="status">
            {t('passkey.added')}
          </p>
        )}
        {list.isPending ? (
          <LoadingState className="flex flex-col gap-2">
            <Skeleton className="h-20" />
          </LoadingState>
        ) : list.isError ? (
          <FormError error={list.error} />
        ) : passkeys.length === 0 ? (
          <p className="rounded-xl border border-dashed border-line px-3.5 py-3 text-sm text-ink-muted">
            {t('passkey.empty')}
          </p>
        ) : (
          <ul className="flex flex-col gap-2" aria-label={t('passkey.list')}>
            {passkeys.map((passkey) => (
              <PasskeyRow key={passkey.id} passkey={passkey} />
            ))}
          </ul>
        )}
        <PasskeyError error={add.error} />
        <Button
          size="lg"
          // Long in some languages: it may wrap on a phone rather than run out of the window.
          className="whitespace-normal py-2 text-center"
          onClick={() => add.mutate()}
          disabled={add.isPending}
          aria-busy={add.isPending}
        >
          <Fingerprint aria-hidden="true" className="size-5" />
          {t('passkey.add')}
        </Button>
      </div>
    </Dialog>
  );
}
