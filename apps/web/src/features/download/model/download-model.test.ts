import { describe, expect, it } from 'vitest';
import { installHref } from './install-href.ts';
import { qrPath } from './qr-path.ts';

describe('qrPath', () => {
  it('draws a version-sized square code with its three finder patterns', () => {
    const { size, d } = qrPath('https://demo.example/app/android.apk');
    expect((size - 17) % 4).toBe(0);
    // The top-left corner of each finder pattern is dark.
    for (const corner of ['M0 0h1', `M${size - 7} 0h1`, `M0 ${size - 7}h1`]) expect(d).toContain(corner);
  });

  it('is the same for the same address and differs for another', () => {
    expect(qrPath('https://a.example').d).toBe(qrPath('https://a.example').d);
    expect(qrPath('https://a.example').d).not.toBe(qrPath('https://b.example').d);
  });
});

describe('installHref', () => {
  it('accepts web and Apple install addresses, resolving site paths', () => {
    expect(installHref('https://dl.example/app.apk')).toBe('https://dl.example/app.apk');
    expect(installHref('itms-services://?action=download-manifest&url=https://dl.example/m.plist')).toMatch(
      /^itms-services:/,
    );
    expect(installHref('/downloads/app.apk')).toBe(`${location.origin}/downloads/app.apk`);
  });

  it('refuses script and data addresses', () => {
    expect(installHref('javascript:alert(1)')).toBeUndefined();
    expect(installHref('data:text/html,x')).toBeUndefined();
  });
});
