import {
  listAppReleases,
  listStaffAnnouncements,
  listStaffBanners,
  listStaffSections,
  saveAnnouncement,
  saveAppRelease,
  saveBanner,
  saveSection,
  uploadContentImage,
} from '@platform/contracts/catalogue/endpoints';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { type RegisterOperatorEndpoint, requireOperator } from '../../platform/endpoint.ts';
import type { FileStorage } from '../../platform/file-storage.ts';
import { storeImage } from '../media/uploads.ts';
import { staffBrand } from '../operator/brand-access.ts';
import * as content from './operator.ts';

export function contentOperatorRoutes(
  registerOperatorEndpoint: RegisterOperatorEndpoint,
  db: Kysely<DB>,
  storage: FileStorage,
): void {
  registerOperatorEndpoint(listStaffAnnouncements, async ({ operator, query }) =>
    content.staffAnnouncements(db, await staffBrand(db, requireOperator(operator), query.merchant), query),
  );
  registerOperatorEndpoint(listStaffBanners, async ({ operator, query }) =>
    content.staffBanners(db, await staffBrand(db, requireOperator(operator), query.merchant), query),
  );
  registerOperatorEndpoint(listStaffSections, async ({ operator, query }) =>
    content.staffSections(db, await staffBrand(db, requireOperator(operator), query.merchant), query),
  );
  registerOperatorEndpoint(saveAnnouncement, async ({ operator, body }) => {
    const staff = requireOperator(operator);
    return content.saveAnnouncement(db, staff, await staffBrand(db, staff, body.merchant), body);
  });
  registerOperatorEndpoint(saveBanner, async ({ operator, body }) => {
    const staff = requireOperator(operator);
    return content.saveBanner(db, staff, await staffBrand(db, staff, body.merchant), body);
  });
  registerOperatorEndpoint(saveSection, async ({ operator, body }) => {
    const staff = requireOperator(operator);
    return content.saveSection(db, staff, await staffBrand(db, staff, body.merchant), body);
  });
  registerOperatorEndpoint(listAppReleases, async ({ operator, query }) =>
    content.staffAppReleases(db, await staffBrand(db, requireOperator(operator), query.merchant)),
  );
  registerOperatorEndpoint(saveAppRelease, async ({ operator, body }) => {
    const staff = requireOperator(operator);
    return content.saveAppRelease(db, staff, await staffBrand(db, staff, body.merchant), body);
  });
  registerOperatorEndpoint(uploadContentImage, async ({ operator, body }) => {
    const merchant = await staffBrand(db, requireOperator(operator), body.merchant);
    return storeImage(db, storage, merchant.id, body.image);
  });
}
