import { createHash } from 'node:crypto';
import type { ContentDefinition } from '../../modules/content/content-definition.ts';
import {
  BANNERS,
  HEADLINES,
  MEMBER_NOTICE,
  NOTICE_FILL,
  NOTICES,
  POPUP,
  PROMO_BODY,
  REGISTER_BANNER,
} from './demo-content-text.ts';
import { GUIDES, HELP, JOIN } from './demo-pages-text.ts';

const LANGUAGES = ['EN', 'CN', 'TH', 'VI'] as const;
const HOUR_MS = 60 * 60 * 1000;

function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => values[name] ?? whole);
}

/** The same entry id for every language of one demo notice or banner, so the console edits them together. */
function entry(name: string): string {
  const hex = createHash('sha256').update(`demo-content:${name}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** The demo brand's announcements, banners, pages and app releases, dated back from `now`. */
export function demoContent(now: Date): ContentDefinition {
  const hoursAgo = (hours: number) => new Date(now.getTime() - hours * HOUR_MS);
  const announcements = LANGUAGES.flatMap((language) => [
    ...NOTICE_FILL.flatMap((values, round) =>
      NOTICES.map((notice, index) => ({
        type: 'B',
        entry: entry(`B:${round}:${index}`),
        language,
        title: fill(notice[language].title, values),
        content: fill(notice[language].body, values),
        published_at: hoursAgo(round * 30 + index * 7 + 1),
      })),
    ),
    {
      type: 'PU',
      entry: entry('PU'),
      language,
      title: POPUP[language].title,
      content: POPUP[language].body,
      published_at: hoursAgo(2),
    },
    {
      type: 'PL',
      entry: entry('PL'),
      language,
      title: MEMBER_NOTICE[language].title,
      content: MEMBER_NOTICE[language].body,
      published_at: hoursAgo(5),
    },
    ...HEADLINES[language].map((title, index) => ({
      type: 'H',
      entry: entry(`H:${index}`),
      language,
      title,
      content: title,
      published_at: hoursAgo(index + 1),
    })),
    ...BANNERS.slice(0, 2).map((banner, index) => ({
      type: 'PR',
      entry: entry(`PR:${index}`),
      language,
      title: banner.title[language],
      content: PROMO_BODY[language],
      published_at: hoursAgo(index * 24 + 3),
    })),
  ]);

  const banners = LANGUAGES.flatMap((language) => [
    ...BANNERS.map((banner, index) => ({
      group_name: 'w_home',
      entry: entry(`w_home:${index}`),
      language,
      image_url: banner.image,
      title: banner.title[language],
      linkage_type: banner.link ? ('ROUTE' as const) : ('NONE' as const),
      link: banner.link,
      sort_order: index,
    })),
    {
      group_name: 'w_reg',
      entry: entry('w_reg'),
      language,
      image_url: 'banners/register.svg',
      title: REGISTER_BANNER[language],
      linkage_type: 'NONE' as const,
      link: null,
      sort_order: 0,
    },
  ]);

  const pages = [
    { page: 'help' as const, sections: HELP },
    { page: 'join' as const, sections: JOIN },
    { page: 'download' as const, sections: GUIDES },
  ];
  const sections = pages.flatMap(({ page, sections: list }) =>
    LANGUAGES.flatMap((language) =>
      list.map((section, index) => ({
        page,
        language,
        section_key: section.key,
        parent_key: section.parent,
        title: section.title[language],
        body: section.body[language],
        sort_order: index,
      })),
    ),
  );

  return {
    announcements,
    banners,
    sections,
    appReleases: [
      { platform: 'ios', url: 'https://download.lucky-lotus.example/ios', version: '3.2.0', sort_order: 0 },
      {
        platform: 'android',
        url: 'https://download.lucky-lotus.example/android.apk',
        version: '3.2.1',
        sort_order: 1,
      },
      { platform: 'iosLite', url: 'https://m.lucky-lotus.example/', version: '1.4.0', sort_order: 2 },
    ],
  };
}
