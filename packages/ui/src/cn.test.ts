// @vitest-environment node
import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { compile } from '@tailwindcss/node';
import { Scanner } from '@tailwindcss/oxide';
import { twMerge } from 'tailwind-merge';
import { describe, expect, it } from 'vitest';
import { cn } from './cn.ts';

const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));

/**
 * The Tailwind classes of the sites and the kit: the words Tailwind finds in their sources that its
 * compiler, with the sites' theme, makes rules for (as it does for their stylesheets).
 */
async function sourceClasses(): Promise<string[]> {
  const scanner = new Scanner({
    sources: ['apps/web/src', 'apps/console/src', 'packages/ui/src'].map((folder) => ({
      base: `${repoRoot}${folder}`,
      pattern: '**/*',
      negated: false,
    })),
  });
  const words = scanner.scan();
  const styles = join(repoRoot, 'apps/web/src/styles.css');
  const compiler = await compile(await readFile(styles, 'utf8'), {
    base: dirname(styles),
    onDependency: () => {},
  });
  const css = compiler.build(words);
  const selectors = new Set(
    [...css.matchAll(/\.((?:\\.|[\w-])+)/g)].map(([, selector]) => (selector ?? '').replace(/\\(.)/g, '$1')),
  );
  return words.filter((word) => selectors.has(word));
}

/** The variants and `!` of a class, in the order-free form both merges compare them in. */
function variantsOf(name: string): string {
  const parts = name.split(/:(?![^[]*\])/);
  const base = parts.pop() ?? '';
  const important = base.startsWith('!') || base.endsWith('!') ? '!' : '';
  return `${parts.sort().join(':')}${important}`;
}

describe('cn', () => {
  it('lets a later class override an earlier one of its kind and keeps the rest in order', () => {
    expect(cn('px-3 py-2 text-sm', 'px-5')).toBe('py-2 text-sm px-5');
    expect(cn('size-10 rounded-xl', 'size-8 rounded-lg')).toBe('size-8 rounded-lg');
    expect(cn('p-4', 'px-2')).toBe('p-4 px-2');
    expect(cn('px-2', 'p-4')).toBe('p-4');
    expect(cn('text-sm text-ink', 'text-lg')).toBe('text-ink text-lg');
    expect(cn('leading-tight', 'text-sm')).toBe('text-sm');
    expect(cn('flex', 'hidden lg:flex')).toBe('hidden lg:flex');
    expect(cn('hover:bg-accent', 'bg-surface-2', 'hover:bg-surface-2')).toBe(
      'bg-surface-2 hover:bg-surface-2',
    );
    expect(cn('relative', false, undefined, { absolute: true })).toBe('absolute');
    expect(cn('a\n  b px-2\tpx-3')).toBe('a b px-3');
  });

  it('merges as tailwind-merge does every pair of the Tailwind classes in our sources', async () => {
    const classes = await sourceClasses();
    const merges = (name: string) => twMerge(`${name} ${name}`) === name || cn(`${name} ${name}`) === name;
    const byVariants = new Map<string, string[]>();
    for (const name of classes.filter(merges)) {
      const key = variantsOf(name);
      byVariants.set(key, [...(byVariants.get(key) ?? []), name]);
    }
    const differences: string[] = [];
    const compare = (first: string, second: string) => {
      const input = `${first} ${second}`;
      const expected = twMerge(input);
      if (cn(input) !== expected) differences.push(`${input} → ${cn(input)}, tailwind-merge: ${expected}`);
    };
    let compared = 0;
    // Every pair would take a minute of tailwind-merge: the classes cn takes for one kind (each
    // overriding the other) are each compared with the first of their kind, both ways, and the firsts
    // of all kinds with each other, which covers every pair if both merges agree on those.
    for (const names of byVariants.values()) {
      const kinds: string[][] = [];
      for (const name of names) {
        const kind = kinds.find(
          ([first]) => first && cn(`${first} ${name}`) === name && cn(`${name} ${first}`) === first,
        );
        if (kind) kind.push(name);
        else kinds.push([name]);
      }
      for (const [first, ...others] of kinds)
        for (const other of others) {
          compare(first ?? '', other);
          compare(other, first ?? '');
          compared += 2;
        }
      for (const [first] of kinds)
        for (const [second] of kinds)
          if (first !== second) {
            compare(first ?? '', second ?? '');
            compared += 1;
          }
    }
    expect(classes.length).toBeGreaterThan(500);
    expect(compared).toBeGreaterThan(10_000);
    expect(differences.slice(0, 40)).toEqual([]);
  }, 60_000);
});
