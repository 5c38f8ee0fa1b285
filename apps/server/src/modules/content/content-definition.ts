import type { Insertable } from 'kysely';
import type { DB } from '../../db/schema.ts';

type WithoutBrand<T> = Omit<Insertable<T>, 'merchant_id' | 'id'>;

/** A brand's operator-written content, as the seed (and later the operator API) writes it. */
export type ContentDefinition = {
  announcements: WithoutBrand<DB['announcements']>[];
  banners: WithoutBrand<DB['banners']>[];
  sections: WithoutBrand<DB['content_sections']>[];
  appReleases: WithoutBrand<DB['app_releases']>[];
};
