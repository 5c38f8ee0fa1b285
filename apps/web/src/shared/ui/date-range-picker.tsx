import { CalendarDays } from 'lucide-react';
import { Popover } from 'radix-ui';
import { type ReactNode, useState } from 'react';
import { DayPicker, type DateRange as DayPickerRange } from 'react-day-picker';
import { type DayPickerLocale, enUS, th, vi, zhCN } from 'react-day-picker/locale';
import 'react-day-picker/style.css';
import { cn } from '@platform/ui/cn.ts';
import {
  DATE_PRESETS,
  type DatePreset,
  type DateRange,
  matchPreset,
  presetRange,
} from '@platform/ui/date-presets.ts';
import { useTranslation } from 'react-i18next';
import { useLanguageStore } from '../hooks/use-language-store.ts';
import { dateTimeFormat } from '../lib/date-format.ts';
import { HTML_LANG } from '../lib/languages.ts';

type DateRangePickerProps = {
  value: DateRange | undefined;
  onChange: (range: DateRange) => void;
  /** Names the field, for example "Betting date". */
  label: string;
  presets?: readonly DatePreset[];
  /** Today's date; tests and GMT+8 reports pass their own. */
  today?: Date;
  className?: string;
};

/** Calendar texts per site language; a language without its own reads the calendar in English. */
const CALENDAR_LOCALES: Partial<Record<string, DayPickerLocale>> = { CN: zhCN, TH: th, VI: vi, EN: enUS };

// The calendar's own stylesheet, tuned to the site's tokens so it follows the theme.
const calendarTheme =
  '[--rdp-accent-color:var(--accent)] [--rdp-accent-background-color:color-mix(in_srgb,var(--accent)_22%,transparent)] [--rdp-range_start-color:var(--accent-ink)] [--rdp-range_end-color:var(--accent-ink)] [--rdp-today-color:var(--accent-text)]';

export function DateRangePicker({
  value,
  onChange,
  label,
  presets = DATE_PRESETS,
  today = new Date(),
  className,
}: DateRangePickerProps): ReactNode {
  const { t } = useTranslation('ui');
  const language = useLanguageStore((state) => state.language);
  const [isOpen, setIsOpen] = useState(false);
  const [draft, setDraft] = useState<DayPickerRange | undefined>();
  const format = dateTimeFormat(HTML_LANG[language], { dateStyle: 'medium' });
  const activePreset = value ? matchPreset(value, today) : undefined;

  const commit = (range: DateRange) => {
    onChange(range);
    setDraft(undefined);
    setIsOpen(false);
  };

  // The first day clicked starts a new range and the second ends it, in either order; the same day
  // twice is a one-day range.
  const handleSelect = (_range: DayPickerRange | undefined, day: Date) => {
    const start = draft?.from;
    if (!start) {
      setDraft({ from: day, to: undefined });
      return;
    }
    commit(start <= day ? { from: start, to: day } : { from: day, to: start });
  };

  return (
    <Popover.Root
      open={isOpen}
      onOpenChange={(open) => {
        setDraft(undefined);
        setIsOpen(open);
      }}
    >
      <Popover.Trigger
        className={cn(
          'inline-flex min-h-11 items-center gap-2 rounded-xl border border-line bg-surface-2 px-4 text-sm font-medium text-ink hover:bg-surface-3',
          className,
        )}
      >
        <CalendarDays aria-hidden="true" className="size-4 text-ink-muted" />
        <span className="sr-only">{label}</span>
        <span className="tabular-nums">
          {value
            ? t('date.range', { from: format.format(value.from), to: format.format(value.to) })
            : t('date.choose')}
        </span>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="start"
          sideOffset={8}
          collisionPadding={12}
          className="z-50 flex max-w-[calc(100vw-1.5rem)] flex-col gap-3 rounded-2xl border border-line bg-surface-1 p-3 text-ink shadow-card sm:flex-row"
        >
          <ul aria-label={t('date.presets')} className="flex flex-wrap gap-2 sm:w-36 sm:flex-col">
            {presets.map((preset) => (
              <li key={preset}>
                <button
                  type="button"
                  aria-pressed={preset === activePreset}
                  onClick={() => commit(presetRange(preset, today))}
                  className={cn(
                    'min-h-11 w-full rounded-xl px-3 text-start text-sm font-medium transition-colors',
                    preset === activePreset ? 'bg-accent text-accent-ink' : 'bg-surface-2 hover:bg-surface-3',
                  )}
                >
                  {t(`date.preset.${preset}`)}
                </button>
              </li>
            ))}
          </ul>
          <DayPicker
            mode="range"
            selected={draft ?? value}
            onSelect={handleSelect}
            defaultMonth={value?.from ?? today}
            today={today}
            locale={CALENDAR_LOCALES[language] ?? enUS}
            className={calendarTheme}
          />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
