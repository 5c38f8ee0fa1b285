import type { ReactNode } from 'react';
import { cn } from './cn.ts';

/** Splits operator-written plain text into paragraphs at blank lines; single line breaks stay. */
export function toParagraphs(text: string): string[] {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph.length > 0);
}

/**
 * Operator content (notices, help articles, join-us) shown as text, never parsed as HTML, so nothing
 * in it can run or restyle the page.
 */
export function PlainText({ text, className }: { text: string; className?: string }): ReactNode {
  return (
    <div className={cn('flex flex-col gap-3 leading-relaxed', className)}>
      {toParagraphs(text).map((paragraph, index) => (
        // Paragraphs have no identity of their own; their order is their key.
        // biome-ignore lint/suspicious/noArrayIndexKey: the text is replaced whole, never reordered.
        <p key={index} className="whitespace-pre-line break-words">
          {paragraph}
        </p>
      ))}
    </div>
  );
}
