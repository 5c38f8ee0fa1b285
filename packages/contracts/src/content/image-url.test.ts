import { describe, expect, it } from 'vitest';
import { resolveImageUrl } from './image-url.ts';

describe('resolveImageUrl', () => {
  it('puts a relative path under the picked CDN, with exactly one slash between', () => {
    expect(resolveImageUrl('banners/live.svg', ['/media'], 0)).toBe('/media/banners/live.svg');
    expect(resolveImageUrl('/banners/live.svg', ['https://img.example/'], 0)).toBe(
      'https://img.example/banners/live.svg',
    );
  });

  it('picks among several CDNs by the given number', () => {
    const cdns = ['https://a.example', 'https://b.example'];
    expect(resolveImageUrl('x.svg', cdns, 0)).toBe('https://a.example/x.svg');
    expect(resolveImageUrl('x.svg', cdns, 3)).toBe('https://b.example/x.svg');
  });

  it('leaves absolute addresses alone and serves from the site without a CDN', () => {
    expect(resolveImageUrl('https://cdn.example/x.svg', ['/media'], 0)).toBe('https://cdn.example/x.svg');
    expect(resolveImageUrl('//cdn.example/x.svg', ['/media'], 0)).toBe('//cdn.example/x.svg');
    expect(resolveImageUrl('banners/x.svg', [], 0)).toBe('/banners/x.svg');
  });
});
