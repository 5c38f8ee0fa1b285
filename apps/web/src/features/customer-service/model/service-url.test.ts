import { describe, expect, it } from 'vitest';
import { isAllowedServiceUrl } from './service-url.ts';

const hosts = ['chat.lucky-lotus.example', 'localhost:9000'];

describe('service URL allow-list', () => {
  it('opens https addresses on a listed host, whatever their path, query or letter case', () => {
    expect(isAllowedServiceUrl('https://chat.lucky-lotus.example/live?brand=demo', hosts)).toBe(true);
    expect(isAllowedServiceUrl('https://CHAT.Lucky-Lotus.example', hosts)).toBe(true);
    expect(isAllowedServiceUrl('https://chat.lucky-lotus.example:8443/x', hosts)).toBe(true);
  });

  it('refuses hosts not on the list, including look-alikes and subdomains', () => {
    expect(isAllowedServiceUrl('https://evil.example/chat', hosts)).toBe(false);
    expect(isAllowedServiceUrl('https://chat.lucky-lotus.example.evil.example/', hosts)).toBe(false);
    expect(isAllowedServiceUrl('https://x.chat.lucky-lotus.example/', hosts)).toBe(false);
    expect(isAllowedServiceUrl('https://chat.lucky-lotus.example@evil.example/', hosts)).toBe(false);
  });

  it('refuses plain http, and every other scheme, outside the local machine', () => {
    expect(isAllowedServiceUrl('http://chat.lucky-lotus.example/live', hosts)).toBe(false);
    expect(isAllowedServiceUrl('javascript:alert(1)//chat.lucky-lotus.example', hosts)).toBe(false);
    expect(isAllowedServiceUrl('data:text/html,hi', hosts)).toBe(false);
    expect(isAllowedServiceUrl('ftp://chat.lucky-lotus.example/', hosts)).toBe(false);
  });

  it('accepts http on a listed local host, matched with its port when the list gives one', () => {
    expect(isAllowedServiceUrl('http://localhost:9000/chat', hosts)).toBe(true);
    expect(isAllowedServiceUrl('http://localhost:9001/chat', hosts)).toBe(false);
    expect(isAllowedServiceUrl('http://chat.localhost/', ['chat.localhost'])).toBe(true);
  });

  it('refuses credentials, relative and malformed addresses, and everything with an empty list', () => {
    expect(isAllowedServiceUrl('https://user:pass@chat.lucky-lotus.example/', hosts)).toBe(false);
    expect(isAllowedServiceUrl('/chat', hosts)).toBe(false);
    expect(isAllowedServiceUrl('https://', hosts)).toBe(false);
    expect(isAllowedServiceUrl('https://chat.lucky-lotus.example/', [])).toBe(false);
  });
});
