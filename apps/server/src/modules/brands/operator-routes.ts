import {
  createBrand,
  getBrand,
  listBrands,
  putBrandAccess,
  putBrandFeatures,
  putBrandGeneral,
  putBrandHosts,
  putBrandLimits,
  putBrandProtection,
  putBrandRegistration,
  putBrandService,
  putBrandSite,
  putBrandSocial,
  putBrandSportsbook,
} from '@platform/contracts/brands/endpoints';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { DomainEvents } from '../../platform/domain-events.ts';
import { type RegisterOperatorEndpoint, requireOperator } from '../../platform/endpoint.ts';
import type { SecretBox } from '../system/secrets.ts';
import * as brands from './service.ts';

/**
 * The Brands section's calls. `brandChanged` empties this instance's brand caches, so the site
 * answers with the change at once (other instances within BRAND_CACHE_SECONDS).
 */
export function brandOperatorRoutes(
  registerOperatorEndpoint: RegisterOperatorEndpoint,
  db: Kysely<DB>,
  { events, secrets, brandChanged }: { events: DomainEvents; secrets: SecretBox; brandChanged: () => void },
): void {
  registerOperatorEndpoint(listBrands, ({ operator, query }) =>
    brands.listBrands(db, requireOperator(operator), query),
  );
  registerOperatorEndpoint(getBrand, ({ operator, query }) =>
    brands.brandDetail(db, requireOperator(operator), query.merchant),
  );
  const changed = async <T>(change: Promise<T>): Promise<T> => {
    const detail = await change;
    brandChanged();
    return detail;
  };
  registerOperatorEndpoint(createBrand, ({ operator, body }) =>
    changed(brands.createBrand(db, events, requireOperator(operator), body)),
  );
  registerOperatorEndpoint(putBrandGeneral, ({ operator, body }) =>
    changed(brands.setGeneral(db, requireOperator(operator), body)),
  );
  registerOperatorEndpoint(putBrandHosts, ({ operator, body }) =>
    changed(brands.setHosts(db, requireOperator(operator), body)),
  );
  registerOperatorEndpoint(putBrandFeatures, ({ operator, body }) =>
    changed(brands.setFeatures(db, requireOperator(operator), body)),
  );
  registerOperatorEndpoint(putBrandRegistration, ({ operator, body }) =>
    changed(brands.setRegistration(db, requireOperator(operator), body)),
  );
  registerOperatorEndpoint(putBrandAccess, ({ operator, body }) =>
    changed(brands.setAccess(db, requireOperator(operator), body)),
  );
  registerOperatorEndpoint(putBrandProtection, ({ operator, body }) =>
    changed(brands.setProtection(db, requireOperator(operator), body)),
  );
  registerOperatorEndpoint(putBrandLimits, ({ operator, body }) =>
    changed(brands.setLimits(db, requireOperator(operator), body)),
  );
  registerOperatorEndpoint(putBrandSportsbook, ({ operator, body }) =>
    changed(brands.setSportsbook(db, requireOperator(operator), body)),
  );
  registerOperatorEndpoint(putBrandService, ({ operator, body }) =>
    changed(brands.setService(db, requireOperator(operator), body)),
  );
  registerOperatorEndpoint(putBrandSite, ({ operator, body }) =>
    changed(brands.setSite(db, requireOperator(operator), body)),
  );
  registerOperatorEndpoint(putBrandSocial, ({ operator, body }) =>
    brands.setSocialLogin(db, secrets, requireOperator(operator), body),
  );
}
