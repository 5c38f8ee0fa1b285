import {
  bulkEnableGames,
  listStaffGames,
  listStaffVendors,
  updateGame,
  updateVendor,
  uploadGameImage,
} from '@platform/contracts/catalogue/endpoints';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { type RegisterOperatorEndpoint, requireOperator } from '../../platform/endpoint.ts';
import type { FileStorage } from '../../platform/file-storage.ts';
import { storeImage } from '../media/uploads.ts';
import { staffBrand } from '../operator/brand-access.ts';
import * as games from './operator.ts';

export function gameOperatorRoutes(
  registerOperatorEndpoint: RegisterOperatorEndpoint,
  db: Kysely<DB>,
  openRoundsOf: games.OpenRoundsOf,
  storage: FileStorage,
): void {
  registerOperatorEndpoint(listStaffVendors, async ({ operator, query }) =>
    games.staffVendors(db, await staffBrand(db, requireOperator(operator), query.merchant), query),
  );
  registerOperatorEndpoint(listStaffGames, async ({ operator, query }) =>
    games.staffGames(db, await staffBrand(db, requireOperator(operator), query.merchant), query),
  );
  registerOperatorEndpoint(updateVendor, async ({ operator, body }) => {
    const staff = requireOperator(operator);
    return games.updateVendor(db, staff, await staffBrand(db, staff, body.merchant), body, openRoundsOf);
  });
  registerOperatorEndpoint(updateGame, async ({ operator, body }) => {
    const staff = requireOperator(operator);
    return games.updateGame(db, staff, await staffBrand(db, staff, body.merchant), body);
  });
  registerOperatorEndpoint(bulkEnableGames, async ({ operator, body }) => {
    const staff = requireOperator(operator);
    return games.setGamesEnabled(db, staff, await staffBrand(db, staff, body.merchant), body);
  });
  registerOperatorEndpoint(uploadGameImage, async ({ operator, body }) => {
    const merchant = await staffBrand(db, requireOperator(operator), body.merchant);
    return storeImage(db, storage, merchant.id, body.image);
  });
}
