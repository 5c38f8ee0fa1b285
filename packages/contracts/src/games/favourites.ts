import { z } from 'zod';

/** Adds a game to the member's favourites, or takes it off (spec: isFav). */
export const ZFavouriteBody = z.object({
  nodeId: z.string().regex(/^\d{1,18}$/),
  isFav: z.boolean(),
});

/** The favourites as the spec keeps them: node ids. */
export const ZFavouriteIds = z.array(z.string());

/** At most this many favourites per member. */
export const MAX_FAVOURITES = 200;
/** The recently played list's length. */
export const RECENT_GAMES = 20;
