import { ZAnnouncementPage } from '@platform/contracts/content/announcements';
import { ZBanner } from '@platform/contracts/content/banners';
import { ZAppDownload, ZHelpCenter, ZJoinUs } from '@platform/contracts/content/pages';
import { ZFailure, ZSuccess } from '@platform/contracts/envelope';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { DEMO_BRAND } from '../../db/seed/demo-brand.ts';
import { registeredMember } from '../../test/member.ts';
import { startTestServer, type TestServer } from '../../test/test-server.ts';
import { createMerchant } from '../system/service.ts';
import { createContent } from './service.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
  const { db } = server.database;
  const now = Date.now();
  const otherId = await createMerchant(db, { ...DEMO_BRAND, code: 'other', domains: ['other.example'] });
  await createContent(db, otherId, {
    announcements: [
      { type: 'B', language: 'EN', title: 'Other brand notice', content: 'x' },
      // Neither a notice whose time has not come nor one that has expired is shown.
      { type: 'B', language: 'EN', title: 'Future', content: 'x', published_at: new Date(now + 3_600_000) },
      {
        type: 'B',
        language: 'EN',
        title: 'Expired',
        content: 'x',
        published_at: new Date(now - 7_200_000),
        expires_at: new Date(now - 3_600_000),
      },
    ],
    banners: [],
    sections: [],
    appReleases: [],
  });
});
afterAll(() => server?.close());

async function get<T>(path: string, schema: z.ZodType<T>, headers: Record<string, string> = {}): Promise<T> {
  const response = await server.request(path, { headers: { Merchant: 'demo', ...headers } });
  expect(response.status).toBe(200);
  return ZSuccess(schema).parse(await response.json()).value;
}

describe('GET /wps/announcements', () => {
  it('pages bulletins 9 at a time, newest first, by default', async () => {
    const first = await get('/wps/announcements', ZAnnouncementPage);
    expect(first).toMatchObject({ total: 12, page: 1, pageSize: 9 });
    expect(first.list).toHaveLength(9);
    expect(first.list.every(({ type }) => type === 'B')).toBe(true);
    const times = first.list.map(({ timestamp }) => Date.parse(timestamp));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const second = await get('/wps/announcements?page=2', ZAnnouncementPage);
    expect(second.list).toHaveLength(3);
    const ids = new Set([...first.list, ...second.list].map(({ id }) => id));
    expect(ids.size).toBe(12);
  });

  it('filters by type and answers in the visitor language, falling back to the brand default', async () => {
    const popups = await get('/wps/announcements?type=PU', ZAnnouncementPage, { Language: 'VI' });
    expect(popups.list.map(({ title }) => title)).toEqual(['Chào mừng đến với Lucky Lotus']);
    const khmer = await get('/wps/announcements?type=PU', ZAnnouncementPage, { Language: 'KM' });
    expect(khmer.list.map(({ title }) => title)).toEqual(['Welcome to Lucky Lotus']);
  });

  it('keeps player notices for logged-in members: a guest is asked to log in', async () => {
    const guest = await server.request('/wps/announcements?type=PL', { headers: { Merchant: 'demo' } });
    expect(guest.status).toBe(401);
    expect(ZFailure.parse(await guest.json()).errorCode).toBe('login.not.session');
    const { token } = await registeredMember(server, 'plreader1');
    const notices = await get('/wps/announcements?type=PL', ZAnnouncementPage, {
      Authorization: token,
      Language: 'VI',
    });
    expect(notices.list.map(({ title, type }) => [type, title])).toEqual([
      ['PL', 'Rút tiền nhanh hơn trong tháng này'],
    ]);
  });

  it("shows only the brand's own live notices", async () => {
    const other = await get('/wps/announcements', ZAnnouncementPage, { Merchant: 'other' });
    expect(other.list.map(({ title }) => title)).toEqual(['Other brand notice']);
  });

  it.each(['type=X', 'page=0', 'pageSize=51', 'page=abc'])(
    'refuses %s with 400 request.invalid',
    async (query) => {
      const response = await server.request(`/wps/announcements?${query}`, { headers: { Merchant: 'demo' } });
      expect(response.status).toBe(400);
      expect(ZFailure.parse(await response.json()).errorCode).toBe('request.invalid');
    },
  );
});

describe('GET /wps/banners', () => {
  it('answers the group in display order, with where each leads', async () => {
    const home = await get('/wps/banners', z.array(ZBanner));
    expect(home.map(({ url, linkageType, link }) => [url, linkageType, link])).toEqual([
      ['banners/welcome.svg', 'ROUTE', '/promotions'],
      ['banners/live.svg', 'ROUTE', '/live'],
      ['banners/lottery.svg', 'NONE', null],
    ]);
    const registration = await get('/wps/banners?group=w_reg', z.array(ZBanner), { Language: 'CN' });
    expect(registration.map(({ title }) => title)).toEqual(['一分钟注册，立即开玩']);
  });
});

describe('pages', () => {
  it('help centre: categories holding their articles, in the visitor language', async () => {
    const help = await get('/wps/system/helpCenter', ZHelpCenter, { Language: 'TH' });
    expect(help.categories.map(({ id }) => id)).toEqual(['account', 'payments', 'terms']);
    expect(help.categories[2]?.articles.map(({ id }) => id)).toEqual(['user-agreement', 'limits']);
    expect(help.categories[0]?.title).toBe('บัญชี');
  });

  it('join us: sections and the contact address', async () => {
    const join = await get('/wps/system/joinUs', ZJoinUs);
    expect(join.sections.map(({ id }) => id)).toEqual(['why', 'pay', 'start']);
    expect(join.contactUrl).toBe('https://partners.lucky-lotus.example/apply');
  });

  it('app download: each platform with its install steps', async () => {
    const download = await get('/wps/system/appDownload', ZAppDownload, { Language: 'CN' });
    expect(download.apps.map(({ platform }) => platform)).toEqual(['ios', 'android', 'iosLite']);
    expect(download.apps[0]?.guide).toHaveLength(4);
    expect(download.apps[2]?.guide[0]).toBe('在 Safari 中打开链接。');
  });
});
