import { describe, expect, it } from 'vitest';
import { contactHref } from './contact-href.ts';

describe('contactHref', () => {
  it('offers http(s) addresses', () => {
    expect(contactHref('https://t.me/demo_agents')).toBe('https://t.me/demo_agents');
    expect(contactHref(' http://agents.example ')).toBe('http://agents.example/');
  });

  it('offers nothing without a web address', () => {
    for (const url of [null, '', 'javascript:alert(1)', 'mailto:x@example.com', '/join']) {
      expect(contactHref(url)).toBeUndefined();
    }
  });
});
