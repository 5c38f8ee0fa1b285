import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { ImagePicker } from './image-picker.tsx';

const file = (name: string, type: string, bytes = 10) => new File([new Uint8Array(bytes)], name, { type });

function Harness() {
  const [files, setFiles] = useState<File[]>([]);
  return (
    <>
      <ImagePicker
        label="Proof"
        files={files}
        onFilesChange={setFiles}
        maxFiles={2}
        maxBytes={100}
        invalidMessage="Not that one"
        removeLabel={(position) => `Remove ${position}`}
      />
      <output>{files.map(({ name }) => name).join(',')}</output>
    </>
  );
}

const pick = (...files: File[]) => fireEvent.change(screen.getByLabelText('Proof'), { target: { files } });

describe('ImagePicker', () => {
  it('keeps PNG and JPEG files within the size, says when one is left out, and removes by position', () => {
    render(<Harness />);
    pick(file('a.png', 'image/png'), file('b.gif', 'image/gif'), file('c.jpg', 'image/jpeg', 101));
    expect(screen.getByRole('status').textContent).toBe('a.png');
    expect(screen.getByText('Not that one')).toBeTruthy();

    pick(file('d.jpg', 'image/jpeg'));
    expect(screen.getByRole('status').textContent).toBe('a.png,d.jpg');
    expect(screen.queryByText('Not that one')).toBeNull();
    expect((screen.getByLabelText('Proof') as HTMLInputElement).disabled).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Remove 1' }));
    expect(screen.getByRole('status').textContent).toBe('d.jpg');
    expect((screen.getByLabelText('Proof') as HTMLInputElement).disabled).toBe(false);
  });

  it('keeps no more than the limit, with the message', () => {
    render(<Harness />);
    pick(file('a.png', 'image/png'), file('b.png', 'image/png'), file('c.png', 'image/png'));
    expect(screen.getByRole('status').textContent).toBe('a.png,b.png');
    expect(screen.getByText('Not that one')).toBeTruthy();
  });
});
