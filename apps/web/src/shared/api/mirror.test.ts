import { captchaImage } from '@platform/contracts/captcha/routes';
import { getWhitelabel } from '@platform/contracts/system/routes';
import { afterEach, describe, expect, it } from 'vitest';
import { mirrorOrigins, pickOrigin } from './choose-mirror.ts';
import { dropMirror, mirrorFor } from './mirror.ts';

const OWN = 'https://a.example';

afterEach(() => {
  sessionStorage.clear();
});

describe('pickOrigin', () => {
  it('takes a mirror that answers in under half the own host’s time, the fastest of them', () => {
    const probes = [
      { origin: OWN, ms: 400 },
      { origin: 'https://b.example', ms: 150 },
      { origin: 'https://c.example', ms: 90 },
    ];
    expect(pickOrigin(OWN, probes)).toBe('https://c.example');
  });

  it('keeps the own host when the lead would not pay for the preflights', () => {
    expect(
      pickOrigin(OWN, [
        { origin: OWN, ms: 100 },
        { origin: 'https://b.example', ms: 60 },
      ]),
    ).toBe(OWN);
  });

  it('takes any mirror that answered when the own host did not, and the own host when none did', () => {
    expect(pickOrigin(OWN, [{ origin: 'https://b.example', ms: 2900 }])).toBe('https://b.example');
    expect(pickOrigin(OWN, [])).toBe(OWN);
  });
});

describe('mirrorOrigins', () => {
  it("puts each host at the page's scheme and port and drops anything that is not a bare host", () => {
    const page = { protocol: 'http:', port: '4601' };
    expect(
      mirrorOrigins(
        ['localhost', 'b.example', 'localhost', 'evil.example/x', 'user@c.example', 'd.example:1'],
        page,
      ),
    ).toEqual(['http://localhost:4601', 'http://b.example:4601']);
    expect(mirrorOrigins(['b.example'], { protocol: 'https:', port: '' })).toEqual(['https://b.example']);
  });
});

describe('mirrorFor', () => {
  it('sends reads to the chosen mirror, never a write nor the captcha (its cookie is the own host’s)', () => {
    sessionStorage.setItem('apiMirror', 'https://b.example');
    expect(mirrorFor(getWhitelabel)).toBe('https://b.example');
    expect(mirrorFor(captchaImage)).toBe('');
    expect(mirrorFor({ method: 'POST', path: '/wps/member/login' })).toBe('');
    dropMirror();
    expect(mirrorFor(getWhitelabel)).toBe('');
  });
});
