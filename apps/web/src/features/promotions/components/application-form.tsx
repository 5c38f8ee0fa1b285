import { APPLICATION_LIMITS } from '@platform/contracts/promotions/constants';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { X } from 'lucide-react';
import { type FormEvent, type ReactNode, useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MEMBER_DATA } from '../../../shared/api/member-queries.ts';
import { base64Of } from '../../../shared/lib/file-base64.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { toast } from '../../../shared/ui/toast.tsx';
import { FormError } from '../../auth/components/form-error.tsx';
import { apply } from '../api/promotions.ts';

/**
 * The activity application (spec sections 3 and 4): a remark of at most 140 characters and up to 3
 * PNG or JPEG images of at most 5 MB each, previewed before sending. The server checks them again.
 */
export function ApplicationForm({ code }: { code: string }): ReactNode {
  const { t } = useTranslation('promotions');
  const id = useId();
  const queryClient = useQueryClient();
  const [remark, setRemark] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [fileError, setFileError] = useState<string | undefined>();
  const previews = useMemo(() => files.map((file) => URL.createObjectURL(file)), [files]);
  // Previews of images no longer chosen are freed.
  useEffect(
    () => () => {
      for (const url of previews) URL.revokeObjectURL(url);
    },
    [previews],
  );
  const mutation = useMutation({
    mutationFn: async () =>
      apply({ code, remark: remark.trim(), images: await Promise.all(files.map(base64Of)) }),
    onSuccess: () => {
      toast.success(t('apply.done'));
      void queryClient.invalidateQueries({ queryKey: MEMBER_DATA });
    },
  });
  const choose = (picked: FileList | null) => {
    const chosen = [...files, ...(picked ? [...picked] : [])];
    const fit = chosen.filter(
      (file) => ['image/png', 'image/jpeg'].includes(file.type) && file.size <= APPLICATION_LIMITS.imageBytes,
    );
    setFileError(
      fit.length < chosen.length || fit.length > APPLICATION_LIMITS.images
        ? t('apply.imageInvalid')
        : undefined,
    );
    setFiles(fit.slice(0, APPLICATION_LIMITS.images));
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    mutation.mutate();
  };

  return (
    <form noValidate onSubmit={submit} aria-label={t('apply.title')} className="flex flex-col gap-4">
      <h2 className="text-lg font-bold">{t('apply.title')}</h2>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${id}-remark`} className="text-sm font-medium">
          {t('apply.remark')}
        </label>
        <textarea
          id={`${id}-remark`}
          value={remark}
          maxLength={APPLICATION_LIMITS.remark}
          rows={3}
          onChange={(event) => setRemark(event.currentTarget.value)}
          aria-describedby={`${id}-count`}
          className="rounded-xl border border-line bg-surface-0 px-3.5 py-2.5 text-base text-ink outline-none focus-visible:border-accent focus-visible:ring-2 focus-visible:ring-accent/40 sm:text-sm"
        />
        <p id={`${id}-count`} className="text-end text-xs text-ink-muted tabular-nums">
          {t('apply.count', { used: remark.length, max: APPLICATION_LIMITS.remark })}
        </p>
      </div>
      <div className="flex flex-col gap-2">
        <label htmlFor={`${id}-images`} className="text-sm font-medium">
          {t('apply.images')}
        </label>
        <input
          id={`${id}-images`}
          type="file"
          accept="image/png,image/jpeg"
          multiple
          disabled={files.length >= APPLICATION_LIMITS.images}
          onChange={(event) => {
            choose(event.currentTarget.files);
            event.currentTarget.value = '';
          }}
          className="text-sm file:me-3 file:min-h-11 file:rounded-xl file:border-0 file:bg-surface-3 file:px-4 file:font-semibold file:text-ink"
        />
        {fileError && <p className="text-sm text-danger-text">{fileError}</p>}
        {previews.length > 0 && (
          <ul className="flex flex-wrap gap-2">
            {previews.map((url, index) => (
              <li key={url} className="relative">
                <img src={url} alt="" className="size-20 rounded-lg border border-line object-cover" />
                <button
                  type="button"
                  aria-label={t('apply.remove', { index: index + 1 })}
                  onClick={() => setFiles(files.filter((_, at) => at !== index))}
                  className="absolute -end-2 -top-2 grid size-7 place-items-center rounded-full bg-surface-3 text-ink shadow"
                >
                  <X aria-hidden="true" className="size-4" />
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
      <FormError error={mutation.error} />
      <Button type="submit" disabled={mutation.isPending} className="self-start">
        {mutation.isPending ? t('apply.pending') : t('apply.submit')}
      </Button>
    </form>
  );
}
