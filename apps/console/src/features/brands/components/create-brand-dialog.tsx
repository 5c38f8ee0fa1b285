import { ZBrandCreateBody } from '@platform/contracts/brands/schemas';
import { Button } from '@platform/ui/button.tsx';
import { Dialog } from '@platform/ui/dialog.tsx';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorText } from '../../../shared/ui/error-text.tsx';
import { Field, fieldClass } from '../../../shared/ui/field.tsx';
import { type FormIssue, FormIssues } from '../../../shared/ui/form-issues.tsx';
import { useCreateBrand } from '../api/brands-queries.ts';
import { codeList } from './lists.ts';

/**
 * Opens a brand from a template (the demo brand unless another is named): its switches, fields and
 * links are copied, never its secrets, payment methods or hosts. Platform-wide staff only.
 */
export function CreateBrandDialog({ onCreated }: { onCreated: (code: string) => void }): ReactNode {
  const { t } = useTranslation();
  const create = useCreateBrand();
  const [open, setOpen] = useState(false);
  const [issues, setIssues] = useState<readonly FormIssue[]>([]);

  function close(next: boolean) {
    setOpen(next);
    if (!next) {
      setIssues([]);
      create.reset();
    }
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? '').trim();
    const languages = codeList(text('languages'));
    const parsed = ZBrandCreateBody.safeParse({
      template: text('template') || undefined,
      code: text('code'),
      name: text('name'),
      currency: text('currency').toUpperCase(),
      currencyScale: Number(text('currencyScale')),
      languages,
      defaultLanguage: languages[0],
      timeZone: text('timeZone'),
      hosts: [{ host: text('host'), site: 'member', primary: true }],
    });
    setIssues(parsed.success ? [] : parsed.error.issues);
    if (!parsed.success) return;
    const created = await create.mutateAsync(parsed.data).catch(() => undefined);
    if (!created) return;
    close(false);
    onCreated(created.code);
  }

  return (
    <>
      <Button onClick={() => setOpen(true)}>{t('brands.create')}</Button>
      <Dialog open={open} onOpenChange={close} title={t('brands.create.title')} width={520}>
        <form onSubmit={submit} noValidate className="flex flex-col gap-4">
          <p className="text-sm text-ink-muted">{t('brands.create.hint')}</p>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label={t('brands.template')}>
              {(id) => <input id={id} name="template" defaultValue="demo" className={fieldClass} />}
            </Field>
            <Field label={t('brands.code')}>
              {(id) => <input id={id} name="code" required className={fieldClass} />}
            </Field>
            <Field label={t('brands.name')}>
              {(id) => <input id={id} name="name" required className={fieldClass} />}
            </Field>
            <Field label={t('brands.host')}>
              {(id) => (
                <input id={id} name="host" required placeholder="brand.example.com" className={fieldClass} />
              )}
            </Field>
            <Field label={t('brands.currency')}>
              {(id) => <input id={id} name="currency" defaultValue="USD" className={fieldClass} />}
            </Field>
            <Field label={t('brands.currencyScale')}>
              {(id) => (
                <input
                  id={id}
                  name="currencyScale"
                  type="number"
                  min={0}
                  max={4}
                  defaultValue={2}
                  className={fieldClass}
                />
              )}
            </Field>
            <Field label={t('brands.languages')}>
              {(id) => (
                <input
                  id={id}
                  name="languages"
                  defaultValue="EN"
                  placeholder="EN, CN"
                  className={fieldClass}
                />
              )}
            </Field>
            <Field label={t('brands.timeZone')}>
              {(id) => <input id={id} name="timeZone" defaultValue="Asia/Shanghai" className={fieldClass} />}
            </Field>
          </div>
          <FormIssues issues={issues} />
          <ErrorText error={create.error} />
          <div className="flex justify-end gap-2">
            <Button variant="secondary" onClick={() => close(false)}>
              {t('action.cancel')}
            </Button>
            <Button type="submit" disabled={create.isPending}>
              {t('brands.create.submit')}
            </Button>
          </div>
        </form>
      </Dialog>
    </>
  );
}
