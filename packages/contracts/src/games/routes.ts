import type { z } from 'zod';
import { defineRoute } from '../endpoint.ts';
import type { ZBets, ZBetsQuery } from './bets.ts';
import type {
  ZGame,
  ZGameList,
  ZGameListQuery,
  ZGameMenus,
  ZHotGamesQuery,
  ZPopularGamesQuery,
  ZVassalageGamesQuery,
} from './categories.ts';
import type { ZFavouriteBody, ZFavouriteIds } from './favourites.ts';
import type { ZLaunchGameBody, ZLaunchGameValue } from './launch.ts';
import type { ZPvpRooms, ZPvpRoomsQuery } from './pvp.ts';
import type { ZWinners } from './winners.ts';

export const getGameMenus = defineRoute<z.output<typeof ZGameMenus>>({
  method: 'GET',
  path: '/lgw/games/game_menus',
  auth: 'none',
});

export const getPopularGames = defineRoute<z.output<typeof ZGame>[], z.input<typeof ZPopularGamesQuery>>({
  method: 'GET',
  path: '/lgw/games/popular',
  auth: 'none',
});

export const getHotGames = defineRoute<z.output<typeof ZGame>[], z.input<typeof ZHotGamesQuery>>({
  method: 'GET',
  path: '/lgw/games/hot',
  auth: 'none',
});

export const getGameList = defineRoute<z.output<typeof ZGameList>, z.input<typeof ZGameListQuery>>({
  method: 'GET',
  path: '/lgw/games/list',
  auth: 'none',
});

export const getVassalageGames = defineRoute<z.output<typeof ZGame>[], z.input<typeof ZVassalageGamesQuery>>({
  method: 'GET',
  path: '/lgw/games/vass',
  auth: 'none',
});

export const getPvpRooms = defineRoute<z.output<typeof ZPvpRooms>, z.input<typeof ZPvpRoomsQuery>>({
  method: 'GET',
  path: '/lgw/games/pvp_rooms',
  auth: 'none',
});

export const launchGame = defineRoute<
  z.output<typeof ZLaunchGameValue>,
  undefined,
  z.input<typeof ZLaunchGameBody>
>({ method: 'POST', path: '/wps/game/launchGame', auth: 'token' });

export const listBets = defineRoute<z.output<typeof ZBets>, z.input<typeof ZBetsQuery>>({
  method: 'GET',
  path: '/wps/member/bets',
  auth: 'token',
});

export const getFavouriteIds = defineRoute<z.output<typeof ZFavouriteIds>>({
  method: 'GET',
  path: '/wps/game/favourites',
  auth: 'token',
});

export const setFavourite = defineRoute<
  z.output<typeof ZFavouriteIds>,
  undefined,
  z.input<typeof ZFavouriteBody>
>({
  method: 'POST',
  path: '/wps/game/favourites',
  auth: 'token',
});

export const getFavouriteGames = defineRoute<z.output<typeof ZGame>[]>({
  method: 'GET',
  path: '/wps/game/favourites/games',
  auth: 'token',
});

export const getRecentGames = defineRoute<z.output<typeof ZGame>[]>({
  method: 'GET',
  path: '/wps/game/recent',
  auth: 'token',
});

export const getWinners = defineRoute<z.output<typeof ZWinners>>({
  method: 'GET',
  path: '/lgw/games/winners',
  auth: 'none',
});
