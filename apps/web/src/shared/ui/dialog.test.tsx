import { Button } from '@platform/ui/button.tsx';
import { Dialog } from '@platform/ui/dialog.tsx';
import { Modal } from '@platform/ui/modal.tsx';
import { fireEvent, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { useState } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../app/i18n/i18n.ts';

beforeAll(async () => {
  await initI18n();
  await i18next.loadNamespaces('ui');
});

function Harness({ kind }: { kind: 'modal' | 'dialog' }) {
  const [open, setOpen] = useState(false);
  const Window = kind === 'modal' ? Modal : Dialog;
  return (
    <>
      <Button onClick={() => setOpen(true)}>open</Button>
      <Window open={open} onOpenChange={setOpen} title="Sign out?" description="You can sign in again.">
        <Button>inside</Button>
      </Window>
    </>
  );
}

describe.each(['modal', 'dialog'] as const)('%s', (kind) => {
  it('is a labelled dialog with a translated close button, and Escape closes it', async () => {
    render(<Harness kind={kind} />);
    fireEvent.click(screen.getByRole('button', { name: 'open' }));

    const dialog = await screen.findByRole('dialog', { name: 'Sign out?' });
    expect(dialog.getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Close' })).toBeTruthy();

    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('gives focus back to what opened it, even without a Radix trigger', async () => {
    render(<Harness kind={kind} />);
    const opener = screen.getByRole('button', { name: 'open' });
    opener.focus();
    fireEvent.click(opener);
    const dialog = await screen.findByRole('dialog');
    expect(dialog.contains(document.activeElement)).toBe(true);

    fireEvent.keyDown(dialog, { key: 'Escape' });
    await vi.waitFor(() => expect(document.activeElement).toBe(opener));
  });
});

it('sets the default widths of the spec: 600 for a modal, 400 for a dialog', async () => {
  const { rerender } = render(
    <Modal open onOpenChange={() => {}} title="m">
      body
    </Modal>,
  );
  expect((await screen.findByRole('dialog')).style.getPropertyValue('--frame-width')).toBe('600px');
  rerender(
    <Dialog open onOpenChange={() => {}} title="d">
      body
    </Dialog>,
  );
  expect((await screen.findByRole('dialog')).style.getPropertyValue('--frame-width')).toBe('400px');
});
