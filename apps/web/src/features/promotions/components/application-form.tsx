import { APPLICATION_LIMITS } from '@platform/contracts/promotions/constants';
import { ZApplyBody } from '@platform/contracts/promotions/schemas';
import { Button } from '@platform/ui/button.tsx';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MEMBER_DATA } from '../../../shared/api/member-queries.ts';
import { useFieldErrors } from '../../../shared/hooks/use-field-errors.ts';
import { FormError } from '../../../shared/ui/form-error.tsx';
import { ImagePicker } from '../../../shared/ui/image-picker.tsx';
import { toast } from '../../../shared/ui/toast.tsx';
import { apply } from '../api/promotions.ts';

const FIELDS = ['remark', 'images'] as const;

/** The body without its images, checked before the images are read (they are checked as picked). */
const ZApplyText = ZApplyBody.omit({ images: true });

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
  const form = useFieldErrors(FIELDS);
  const mutation = useMutation({
    mutationFn: () => apply({ code, remark: remark.trim(), images: files }),
    onSuccess: () => {
      toast.success(t('apply.done'));
      void queryClient.invalidateQueries({ queryKey: MEMBER_DATA });
    },
    onError: (error) =>
      form.showFailure(error, (code) => (code === 'promotion.image.invalid' ? 'images' : undefined)),
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (form.check(ZApplyText, { code, remark: remark.trim() })) mutation.mutate();
  };

  return (
    <form
      ref={form.formRef}
      noValidate
      onSubmit={submit}
      aria-label={t('apply.title')}
      className="flex flex-col gap-4"
    >
      <h2 className="text-lg font-bold">{t('apply.title')}</h2>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${id}-remark`} className="text-sm font-medium">
          {t('apply.remark')}
        </label>
        <textarea
          id={`${id}-remark`}
          name="remark"
          value={remark}
          maxLength={APPLICATION_LIMITS.remark}
          rows={3}
          onChange={(event) => setRemark(event.currentTarget.value)}
          aria-invalid={form.errors.remark ? true : undefined}
          aria-describedby={form.errors.remark ? `${id}-error ${id}-count` : `${id}-count`}
          className="rounded-xl border border-line bg-surface-0 px-3.5 py-2.5 text-base text-ink outline-none focus-visible:border-accent focus-visible:ring-2 focus-visible:ring-accent/40 aria-invalid:border-danger sm:text-sm"
        />
        {form.errors.remark && (
          <p id={`${id}-error`} className="text-sm text-danger-text">
            {form.errors.remark}
          </p>
        )}
        <p id={`${id}-count`} className="text-end text-xs text-ink-muted tabular-nums">
          {t('apply.count', { used: remark.length, max: APPLICATION_LIMITS.remark })}
        </p>
      </div>
      <ImagePicker
        label={t('apply.images')}
        files={files}
        onFilesChange={setFiles}
        maxFiles={APPLICATION_LIMITS.images}
        maxBytes={APPLICATION_LIMITS.imageBytes}
        invalidMessage={t('apply.imageInvalid')}
        removeLabel={(index) => t('apply.remove', { index })}
        error={form.errors.images}
      />
      <FormError error={form.summary(mutation.error)} />
      <Button type="submit" disabled={mutation.isPending} className="self-start">
        {mutation.isPending ? t('apply.pending') : t('apply.submit')}
      </Button>
    </form>
  );
}
