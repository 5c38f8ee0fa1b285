import { presetRange } from '@platform/ui/date-presets.ts';
import { fireEvent, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../app/i18n/i18n.ts';
import { DateRangePicker } from './date-range-picker.tsx';

beforeAll(async () => {
  await initI18n();
  await i18next.loadNamespaces('ui');
});

const today = new Date(2026, 2, 15);

describe('DateRangePicker', () => {
  it('offers the four presets and picks one in a tap', async () => {
    const onChange = vi.fn();
    render(<DateRangePicker value={undefined} onChange={onChange} label="Betting date" today={today} />);
    fireEvent.click(screen.getByRole('button', { name: /Betting date/ }));

    const presets = await screen.findByRole('list', { name: 'Quick ranges' });
    expect(presets.textContent).toBe('Next 7 daysNext 30 daysPast 7 daysPast 30 days');
    fireEvent.click(screen.getByRole('button', { name: 'Past 7 days' }));

    expect(onChange).toHaveBeenCalledWith(presetRange('past7', today));
    expect(screen.queryByRole('list', { name: 'Quick ranges' })).toBeNull();
  });

  it('shows the chosen range and marks its preset', async () => {
    render(
      <DateRangePicker
        value={presetRange('next30', today)}
        onChange={() => {}}
        label="Period"
        today={today}
      />,
    );
    const trigger = screen.getByRole('button', { name: /Period/ });
    expect(trigger.textContent).toContain('Mar 15, 2026 – Apr 13, 2026');

    fireEvent.click(trigger);
    expect((await screen.findByRole('button', { name: 'Next 30 days' })).getAttribute('aria-pressed')).toBe(
      'true',
    );
  });

  it('takes two days from the calendar as a range, in either order', async () => {
    const onChange = vi.fn();
    render(<DateRangePicker value={undefined} onChange={onChange} label="Period" today={today} />);
    fireEvent.click(screen.getByRole('button', { name: /Period/ }));

    fireEvent.click(await screen.findByRole('button', { name: /March 20th, 2026/ }));
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: /March 10th, 2026/ }));
    expect(onChange).toHaveBeenCalledWith({ from: new Date(2026, 2, 10), to: new Date(2026, 2, 20) });
  });
});
