import { describe, expect, it } from 'vitest';
import { decodeServicePath, encodeServicePath } from './service-path.ts';

describe('service path encoding', () => {
  it('decodes what it encodes, the last 8 characters being the key', () => {
    const path = encodeServicePath('https://chat.example.com/room?id=42&lang=vi', 'Ab3$kQ9z');
    expect(path.endsWith('Ab3$kQ9z')).toBe(true);
    expect(path).not.toContain('chat.example.com');
    expect(decodeServicePath(path)).toBe('https://chat.example.com/room?id=42&lang=vi');
  });

  it('keeps non-ASCII addresses intact', () => {
    const url = 'https://hỗ-trợ.example/phòng';
    expect(decodeServicePath(encodeServicePath(url, 'k3y-k3y!'))).toBe(url);
  });

  it('refuses malformed paths instead of opening garbage', () => {
    expect(decodeServicePath('short')).toBeNull();
    expect(decodeServicePath('***not base64***12345678')).toBeNull();
  });

  it('refuses a key that is not 8 printable characters', () => {
    expect(() => encodeServicePath('https://x.example', 'short')).toThrow();
    expect(() => encodeServicePath('https://x.example', 'has space')).toThrow();
  });
});
