import {
  ZStaffAnnouncement,
  ZStaffAnnouncementList,
  ZStaffAppReleaseList,
  ZStaffBanner,
  ZStaffBannerList,
  ZStaffSection,
  ZStaffSectionList,
} from '@platform/contracts/catalogue/content-schemas';
import { ZAnnouncementPage } from '@platform/contracts/content/announcements';
import { ZBanner } from '@platform/contracts/content/banners';
import { ZAppDownload, ZHelpCenter, ZJoinUs } from '@platform/contracts/content/pages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { testClient } from '../../test/api-client.ts';
import {
  failureOf,
  operatorRequest,
  startWithStaffAndOtherBrand,
  successValue,
} from '../../test/operator-api.ts';
import { staffToken } from '../../test/staff-token.ts';
import type { TestServer } from '../../test/test-server.ts';

let server: TestServer;
let editor: string;
let otherId: bigint;

beforeAll(async () => {
  ({ server, token: editor, otherId } = await startWithStaffAndOtherBrand('content.editor', ['content']));
});
afterAll(() => server?.close());

const ops = (method: string, path: string, token: string, body?: unknown) =>
  operatorRequest(server, method, path, token, body);

async function site<T>(path: string, schema: z.ZodType<T>, language: string): Promise<T> {
  return successValue(
    await server.request(path, { headers: { Merchant: 'demo', Language: language } }),
    schema,
  );
}

const bulletinTitles = async (language: string) =>
  (await site('/wps/announcements?pageSize=50', ZAnnouncementPage, language)).list.map(({ title }) => title);

describe('content in the console', () => {
  it('an announcement is served to each language in its own text, and edits replace every language', async () => {
    const created = await successValue(
      await ops('PUT', '/ops/content/announcements', editor, {
        merchant: 'demo',
        type: 'B',
        texts: {
          EN: { title: 'Maintenance tonight', content: 'From 2am' },
          CN: { title: '今晚维护', content: '凌晨两点起' },
        },
      }),
      ZStaffAnnouncement,
    );
    expect(await bulletinTitles('EN')).toContain('Maintenance tonight');
    expect(await bulletinTitles('CN')).toContain('今晚维护');
    // A brand language left out sees nothing of the entry; a language the brand lacks reads its default.
    expect(await bulletinTitles('VI')).not.toContain('Maintenance tonight');
    expect(await bulletinTitles('KM')).toContain('Maintenance tonight');
    await successValue(
      await ops('PUT', '/ops/content/announcements', editor, {
        merchant: 'demo',
        entry: created.entry,
        type: 'B',
        texts: {
          EN: { title: 'Maintenance moved', content: 'From 3am' },
          VI: { title: 'Bảo trì dời lại', content: '3 giờ' },
        },
      }),
      ZStaffAnnouncement,
    );
    expect(await bulletinTitles('CN')).not.toContain('今晚维护');
    expect(await bulletinTitles('VI')).toContain('Bảo trì dời lại');
    const [audit] = await server.database.db
      .selectFrom('staff_actions')
      .select(['action', 'detail'])
      .where('subject', '=', `announcement:${created.entry}`)
      .orderBy('id', 'desc')
      .execute();
    expect(audit).toMatchObject({
      action: 'content.announcement.update',
      detail: {
        before: { texts: { CN: { title: '今晚维护' } } },
        after: { texts: { EN: { title: 'Maintenance moved' } } },
      },
    });
    const listed = await successValue(
      await ops('GET', '/ops/content/announcements?merchant=demo&type=B&search=moved', editor),
      ZStaffAnnouncementList,
    );
    expect(listed.items.map(({ entry }) => entry)).toEqual([created.entry]);
  });

  it('a banner scheduled in the future is not served until its start, nor after its end', async () => {
    const banner = (startsAt: string | null, endsAt: string | null, title: string) =>
      ops('PUT', '/ops/content/banners', editor, {
        merchant: 'demo',
        group: 'w_home',
        imageUrl: 'media/banners/autumn.svg',
        linkageType: 'ROUTE',
        link: '/promotions',
        sortOrder: -1,
        startsAt,
        endsAt,
        texts: { EN: { title } },
      });
    const hour = 3_600_000;
    const future = await successValue(
      await banner(new Date(Date.now() + hour).toISOString(), null, 'Soon'),
      ZStaffBanner,
    );
    await successValue(
      await banner(
        new Date(Date.now() - 2 * hour).toISOString(),
        new Date(Date.now() - hour).toISOString(),
        'Gone',
      ),
      ZStaffBanner,
    );
    await successValue(await banner(new Date(Date.now() - hour).toISOString(), null, 'Now on'), ZStaffBanner);
    const titles = async () => (await site('/wps/banners', z.array(ZBanner), 'EN')).map(({ title }) => title);
    expect(await titles()).not.toContain('Soon');
    expect(await titles()).not.toContain('Gone');
    expect((await titles())[0]).toBe('Now on');
    await successValue(
      await ops('PUT', '/ops/content/banners', editor, {
        merchant: 'demo',
        entry: future.entry,
        group: 'w_home',
        imageUrl: 'media/banners/autumn.svg',
        linkageType: 'NONE',
        startsAt: new Date(Date.now() - 1000).toISOString(),
        texts: { EN: { title: 'Soon' } },
      }),
      ZStaffBanner,
    );
    expect(await titles()).toContain('Soon');
    const listed = await successValue(
      await ops('GET', '/ops/content/banners?merchant=demo&group=w_home&sort=startsAt', editor),
      ZStaffBannerList,
    );
    expect(listed.total).toBeGreaterThanOrEqual(6);
  });

  it('help centre articles and join page sections are edited per language', async () => {
    await successValue(
      await ops('PUT', '/ops/content/sections', editor, {
        merchant: 'demo',
        kind: 'help',
        key: 'bonus-rules',
        parentKey: 'payments',
        sortOrder: 9,
        texts: {
          EN: { title: 'Bonus rules', body: 'Wager 10x.' },
          TH: { title: 'กฎโบนัส', body: 'ทำเทิร์น 10 เท่า' },
        },
      }),
      ZStaffSection,
    );
    const help = await site('/wps/system/helpCenter', ZHelpCenter, 'TH');
    const payments = help.categories.find(({ id }) => id === 'payments');
    expect(payments?.articles.at(-1)).toEqual({ id: 'bonus-rules', title: 'กฎโบนัส', body: 'ทำเทิร์น 10 เท่า' });
    await successValue(
      await ops('PUT', '/ops/content/sections', editor, {
        merchant: 'demo',
        kind: 'join',
        key: 'why',
        texts: { EN: { title: 'Why partner with us', body: 'Fair pay.' } },
      }),
      ZStaffSection,
    );
    expect((await site('/wps/system/joinUs', ZJoinUs, 'EN')).sections[0]?.title).toBe('Why partner with us');
    const sections = await successValue(
      await ops('GET', '/ops/content/sections?merchant=demo&kind=help&size=2', editor),
      ZStaffSectionList,
    );
    expect(sections.items).toHaveLength(2);
    expect(sections.total).toBeGreaterThan(2);
  });

  it.each([
    ['a language the brand does not offer', { type: 'B', texts: { KM: { title: 'x', content: 'x' } } }],
    ['no language', { type: 'B', texts: {} }],
    ['an unknown type', { type: 'X', texts: { EN: { title: 'x', content: 'x' } } }],
    [
      'an expiry before publication',
      {
        type: 'B',
        publishedAt: '2030-01-02T00:00:00Z',
        expiresAt: '2030-01-01T00:00:00Z',
        texts: { EN: { title: 'x', content: 'x' } },
      },
    ],
  ])('refuses %s with 400', async (_name, body) => {
    const response = await ops('PUT', '/ops/content/announcements', editor, { merchant: 'demo', ...body });
    expect(await failureOf(response)).toEqual({ status: 400, code: 'request.invalid' });
  });

  it('refuses a banner link that does not fit its kind, an unknown entry, and a non-image upload', async () => {
    const base = {
      merchant: 'demo',
      group: 'w_home',
      imageUrl: 'media/banners/x.svg',
      texts: { EN: { title: 'x' } },
    };
    const badLink = await ops('PUT', '/ops/content/banners', editor, {
      ...base,
      linkageType: 'URL',
      link: 'javascript:alert(1)',
    });
    expect(await failureOf(badLink)).toEqual({ status: 400, code: 'request.invalid' });
    const unknown = await ops('PUT', '/ops/content/banners', editor, {
      ...base,
      entry: crypto.randomUUID(),
      linkageType: 'NONE',
    });
    expect(await failureOf(unknown)).toEqual({ status: 404, code: 'content.not.found' });
    const refused = await testClient(() => server, { brand: null }).upload(editor, '/ops/content/images', {
      merchant: 'demo',
      image: Buffer.from('GIF89a not a png'),
    });
    expect(await failureOf(refused)).toEqual({ status: 400, code: 'media.image.invalid' });
  });

  it('app releases: staff set a platform’s https address and version, the download page shows it, audited', async () => {
    const release = (platform: string, value: unknown, token = editor) =>
      ops('PUT', '/ops/content/releases', token, { merchant: 'demo', platform, release: value });
    const page = async () => (await site('/wps/system/appDownload', ZAppDownload, 'EN')).apps;
    const android = { url: 'https://get.example.com/lotus-4.0.0.apk', version: '4.0.0', sortOrder: 1 };
    const saved = await successValue(await release('android', android), ZStaffAppReleaseList);
    expect(saved.items).toContainEqual({ platform: 'android', ...android });
    expect(await page()).toContainEqual(
      expect.objectContaining({ platform: 'android', url: android.url, version: '4.0.0' }),
    );
    const [entry] = await server.database.db
      .selectFrom('staff_actions')
      .select(['action', 'detail'])
      .where('subject', '=', 'release:android')
      .orderBy('id', 'desc')
      .execute();
    expect(entry).toMatchObject({
      action: 'content.release.update',
      detail: { before: { version: '3.2.1' }, after: { version: '4.0.0', url: android.url } },
    });

    for (const value of [
      { ...android, url: 'http://get.example.com/app.apk' },
      { ...android, url: 'javascript:alert(1)' },
      { ...android, url: 'https://get.example.com/a b.apk' },
      { ...android, url: `https://get.example.com/${'a'.repeat(2050)}` },
      { ...android, url: 'ftp://get.example.com/app.apk' },
      { ...android, version: '' },
      { ...android, version: '4.0 beta' },
      { ...android, version: '<b>4</b>' },
      { ...android, sortOrder: 1.5 },
    ])
      expect(await failureOf(await release('android', value)), JSON.stringify(value).slice(0, 80)).toEqual({
        status: 400,
        code: 'request.invalid',
      });
    expect(await failureOf(await release('windows', android))).toEqual({
      status: 400,
      code: 'request.invalid',
    });

    const removed = await successValue(await release('iosLite', null), ZStaffAppReleaseList);
    expect(removed.items.map(({ platform }) => platform)).not.toContain('iosLite');
    expect((await page()).map(({ platform }) => platform)).not.toContain('iosLite');
    const listed = await successValue(
      await ops('GET', '/ops/content/releases?merchant=demo', editor),
      ZStaffAppReleaseList,
    );
    expect(listed.items.map(({ platform }) => platform)).toEqual(['ios', 'android']);

    const support = await staffToken(server, 'release.support', { roles: ['support'] });
    expect((await failureOf(await release('ios', android, support))).status).toBe(403);
    const otherEditor = await staffToken(server, 'release.other', {
      roles: ['content'],
      merchantIds: [otherId],
    });
    expect(await failureOf(await release('ios', android, otherEditor))).toEqual({
      status: 403,
      code: 'access.forbidden',
    });
  });

  it('support cannot manage content; staff of another brand cannot edit this one', async () => {
    const body = { merchant: 'demo', type: 'B', texts: { EN: { title: 'x', content: 'x' } } };
    const support = await staffToken(server, 'content.support', { roles: ['support'] });
    expect((await failureOf(await ops('PUT', '/ops/content/announcements', support, body))).status).toBe(403);
    const otherEditor = await staffToken(server, 'content.other', {
      roles: ['content'],
      merchantIds: [otherId],
    });
    expect(await failureOf(await ops('PUT', '/ops/content/announcements', otherEditor, body))).toEqual({
      status: 403,
      code: 'access.forbidden',
    });
    expect(
      (await ops('PUT', '/ops/content/announcements', otherEditor, { ...body, merchant: 'other' })).status,
    ).toBe(200);
    const auditor = await staffToken(server, 'content.auditor', { roles: ['auditor'] });
    expect((await ops('GET', '/ops/content/banners?merchant=demo', auditor)).status).toBe(200);
    expect((await ops('PUT', '/ops/content/announcements', auditor, body)).status).toBe(403);
  });
});
