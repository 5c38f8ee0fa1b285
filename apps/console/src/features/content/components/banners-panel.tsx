import type { BANNER_SORT_KEYS, StaffBanner } from '@platform/contracts/catalogue/content-schemas';
import { BANNER_GROUPS, LINKAGE_TYPES } from '@platform/contracts/content/banners';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../shared/hooks/use-format.ts';
import type { PagedSearch } from '../../../shared/lib/paged-search.ts';
import type { Column } from '../../../shared/ui/data-table.tsx';
import { ErrorText } from '../../../shared/ui/error-text.tsx';
import { fieldClass } from '../../../shared/ui/field.tsx';
import { bannersQuery, useSaveBanner, useUploadContentImage } from '../api/content-queries.ts';
import {
  EntryDialog,
  EntryList,
  filledTexts,
  SortOrderField,
  shownTitle,
  TimeField,
  useLanguageTexts,
} from './content-editor.tsx';
import { isoOf, writtenLanguages } from './language-tabs.tsx';
import { BannerPreview } from './preview.tsx';

type BannerSort = (typeof BANNER_SORT_KEYS)[number];
type Brand = { merchant: string; languages: readonly string[]; defaultLanguage: string; imageHost: string };

function BannerEditor({
  brand,
  entry,
  onClose,
}: {
  brand: Brand;
  entry: StaffBanner | null;
  onClose: () => void;
}): ReactNode {
  const { t } = useTranslation();
  const save = useSaveBanner();
  const upload = useUploadContentImage();
  const texts = useLanguageTexts(brand.defaultLanguage, entry?.texts, { title: '' });
  const [imageUrl, setImageUrl] = useState(entry?.imageUrl ?? '');
  const { language } = texts;

  async function pickImage(file: File | undefined) {
    if (!file) return;
    const uploaded = await upload
      .mutateAsync({ merchant: brand.merchant, image: file })
      .catch(() => undefined);
    if (uploaded) setImageUrl(uploaded.path);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const link = String(form.get('link') ?? '').trim();
    const saved = await save
      .mutateAsync({
        merchant: brand.merchant,
        ...(entry ? { entry: entry.entry } : {}),
        group: String(form.get('group')) as StaffBanner['group'],
        imageUrl,
        linkageType: String(form.get('linkageType')) as StaffBanner['linkageType'],
        link: link === '' ? null : link,
        sortOrder: Number(form.get('sortOrder')),
        enabled: form.get('enabled') === 'on',
        startsAt: isoOf(form.get('startsAt')),
        endsAt: isoOf(form.get('endsAt')),
        texts: filledTexts(texts.texts),
      })
      .catch(() => undefined);
    if (saved) onClose();
  }

  return (
    <EntryDialog
      title={t(entry ? 'content.edit' : 'content.newBanner')}
      languages={brand.languages}
      defaultLanguage={brand.defaultLanguage}
      texts={texts}
      titleName={`title-${language}`}
      error={save.error}
      busy={save.isPending || upload.isPending}
      onSubmit={submit}
      onClose={onClose}
      fields={
        <>
          <div className="grid grid-cols-2 gap-3">
            <label className="flex flex-col gap-1.5 text-sm font-medium">
              {t('content.group')}
              <select name="group" defaultValue={entry?.group ?? 'w_home'} className={fieldClass}>
                {BANNER_GROUPS.map((group) => (
                  <option key={group} value={group}>
                    {t(`content.group.${group}`)}
                  </option>
                ))}
              </select>
            </label>
            <SortOrderField value={entry?.sortOrder} />
            <TimeField label={t('content.startsAt')} name="startsAt" value={entry?.startsAt} />
            <TimeField label={t('content.endsAt')} name="endsAt" value={entry?.endsAt} />
            <label className="flex flex-col gap-1.5 text-sm font-medium">
              {t('content.linkageType')}
              <select name="linkageType" defaultValue={entry?.linkageType ?? 'NONE'} className={fieldClass}>
                {LINKAGE_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {t(`content.linkage.${type}`)}
                  </option>
                ))}
              </select>
            </label>
            <label className="flex flex-col gap-1.5 text-sm font-medium">
              {t('content.link')}
              <input
                name="link"
                defaultValue={entry?.link ?? ''}
                placeholder="/promotions"
                className={fieldClass}
              />
            </label>
          </div>
          <label className="flex items-center gap-2 text-sm">
            <input
              name="enabled"
              type="checkbox"
              defaultChecked={entry?.enabled ?? true}
              className="size-4"
            />
            {t('content.enabled')}
          </label>
          <div className="flex flex-col gap-1.5 text-sm font-medium">
            <label className="flex flex-col gap-1.5">
              {t('content.image')}
              <input
                type="file"
                accept="image/png,image/jpeg"
                onChange={(event) => void pickImage(event.target.files?.[0])}
                className="text-sm"
              />
            </label>
            <label className="flex flex-col gap-1.5">
              <span className="text-xs font-normal text-ink-muted">{t('content.imagePath')}</span>
              <input
                value={imageUrl}
                required
                pattern="[A-Za-z0-9/_.\-]+"
                onChange={(event) => setImageUrl(event.target.value.trim())}
                className={fieldClass}
              />
            </label>
            <ErrorText error={upload.error} />
          </div>
        </>
      }
      preview={
        <BannerPreview
          language={language}
          title={texts.current.title}
          imageUrl={imageUrl}
          imageHost={brand.imageHost}
        />
      }
    />
  );
}

/** Banners with their schedule: every language of a banner on one row, edited together. */
export function BannersPanel({
  merchant,
  search,
  onSearchChange,
}: {
  merchant: string;
  search: PagedSearch<BannerSort>;
  onSearchChange: (patch: Partial<PagedSearch<BannerSort>>) => void;
}): ReactNode {
  const { t } = useTranslation();
  const format = useFormat();
  const { data, error } = useQuery(bannersQuery({ ...search, merchant }));
  const brand = data
    ? {
        merchant,
        languages: data.languages,
        defaultLanguage: data.defaultLanguage,
        imageHost: data.imageHost,
      }
    : null;
  const when = (iso: string | null, none: string) => (iso ? format.dateTime(iso) : none);
  const columns: Column<StaffBanner, BannerSort>[] = [
    {
      id: 'title',
      header: t('content.title'),
      sortKey: 'title',
      cell: (row) => <span className="font-semibold">{shownTitle(row.texts, brand?.defaultLanguage)}</span>,
    },
    { id: 'group', header: t('content.group'), cell: (row) => t(`content.group.${row.group}`) },
    { id: 'languages', header: t('content.languages'), cell: (row) => writtenLanguages(row.texts) },
    {
      id: 'startsAt',
      header: t('content.startsAt'),
      sortKey: 'startsAt',
      cell: (row) => when(row.startsAt, t('content.atOnce')),
    },
    {
      id: 'endsAt',
      header: t('content.endsAt'),
      wideOnly: true,
      cell: (row) => when(row.endsAt, t('content.never')),
    },
    {
      id: 'state',
      header: t('content.state'),
      cell: (row) => t(row.enabled ? 'content.enabled' : 'content.disabled'),
    },
    {
      id: 'sortOrder',
      header: t('content.sortOrder'),
      sortKey: 'sortOrder',
      align: 'end',
      cell: (row) => row.sortOrder,
    },
  ];
  return (
    <EntryList
      label={t('content.tab.banners')}
      newLabel={t('content.newBanner')}
      columns={columns}
      data={data}
      error={error}
      search={search}
      onSearchChange={onSearchChange}
      rowKey={(row) => row.entry}
      editor={brand && ((entry, close) => <BannerEditor brand={brand} entry={entry} onClose={close} />)}
    />
  );
}
