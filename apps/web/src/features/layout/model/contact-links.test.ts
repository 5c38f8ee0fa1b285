import type { Resource } from '@platform/contracts/system/status';
import { describe, expect, it } from 'vitest';
import { contactLinks, safeHref } from './contact-links.ts';

function resource(resourceType: Resource['resourceType'], url: string, qrCodeUrl: string | null = null) {
  return { resourceType, url, qrCodeUrl };
}

describe('contact links', () => {
  it('lists only the resources the brand has, in rail order, with the phone number shown', () => {
    const links = contactLinks([
      resource('LINE', 'https://line.example/ti/p/brand'),
      resource('FACEBOOK', 'https://facebook.example/brand', '/media/qr.png'),
      resource('MOBILENUMBER', 'tel:+85200000000'),
    ]);
    expect(links.map(({ type }) => type)).toEqual(['MOBILENUMBER', 'FACEBOOK', 'LINE']);
    expect(links[0]).toMatchObject({ detail: '+85200000000', isWebPage: false });
    expect(links[1]).toMatchObject({ qrCodeUrl: '/media/qr.png', isWebPage: true });
  });

  it('never links a script or data address, nor one it cannot parse', () => {
    expect(safeHref('javascript:alert(1)')).toBeNull();
    expect(safeHref(' JavaScript:alert(1)')).toBeNull();
    expect(safeHref('data:text/html,<b>x</b>')).toBeNull();
    expect(safeHref('http://[broken')).toBeNull();
    expect(contactLinks([resource('SKYPE', 'javascript:alert(1)')])).toEqual([]);
  });

  it('accepts Skype and same-site addresses', () => {
    expect(safeHref('skype:brand?chat')?.protocol).toBe('skype:');
    expect(safeHref('/speed-test')?.pathname).toBe('/speed-test');
  });
});
