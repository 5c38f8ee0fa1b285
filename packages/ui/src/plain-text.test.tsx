import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PlainText, toParagraphs } from './plain-text.tsx';

describe('PlainText', () => {
  it('splits at blank lines, keeps single breaks, drops empty paragraphs', () => {
    expect(toParagraphs('One\r\n\r\nTwo\nstill two\n\n\n  \n\nThree  ')).toEqual([
      'One',
      'Two\nstill two',
      'Three',
    ]);
    expect(toParagraphs('   ')).toEqual([]);
  });

  it('shows markup as text, never as HTML', () => {
    const { container } = render(<PlainText text={'<img src=x onerror="alert(1)">\n\n<b>bold</b>'} />);
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('b')).toBeNull();
    expect(screen.getByText('<b>bold</b>')).toBeTruthy();
  });
});
