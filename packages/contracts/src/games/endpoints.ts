import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { ZBets, ZBetsQuery } from './bets.ts';
import {
  ZGame,
  ZGameList,
  ZGameListQuery,
  ZGameMenus,
  ZHotGamesQuery,
  ZPopularGamesQuery,
  ZVassalageGamesQuery,
} from './categories.ts';
import { ZFavouriteBody, ZFavouriteIds } from './favourites.ts';
import { ZLaunchGameBody, ZLaunchGameValue } from './launch.ts';
import { ZPvpRooms, ZPvpRoomsQuery } from './pvp.ts';
import * as routes from './routes.ts';
import { ZWinners } from './winners.ts';

export const getGameMenus = defineEndpoint(routes.getGameMenus, {
  tag: 'games',
  summary: 'Game categories that have vendors, each with its vendors, in nav order',
  value: ZGameMenus,
});

export const getPopularGames = defineEndpoint(routes.getPopularGames, {
  tag: 'games',
  summary: 'The most popular playable games (20 by default), leaving out vendors in maintenance',
  query: ZPopularGamesQuery,
  value: z.array(ZGame),
});

export const getHotGames = defineEndpoint(routes.getHotGames, {
  tag: 'games',
  summary: 'The hot games open to play (20 by default), most popular first',
  query: ZHotGamesQuery,
  value: z.array(ZGame),
});

export const getGameList = defineEndpoint(routes.getGameList, {
  tag: 'games',
  summary:
    'A page of the listed games (plain games and VASSALAGE groups) by category, vendor and kind, searched by name, with the slot filters',
  query: ZGameListQuery,
  value: ZGameList,
});

export const getVassalageGames = defineEndpoint(routes.getVassalageGames, {
  tag: 'games',
  summary: 'The games of a VASSALAGE group, for the game popup',
  query: ZVassalageGamesQuery,
  value: z.array(ZGame),
});

export const getPvpRooms = defineEndpoint(routes.getPvpRooms, {
  tag: 'games',
  summary: "The rooms of the brand's card games (PVP), to launch with roomId",
  query: ZPvpRoomsQuery,
  value: ZPvpRooms,
});

export const launchGame = defineEndpoint(routes.launchGame, {
  tag: 'games',
  summary:
    "Opens a game for the member: the address of the vendor's game page, in demo mode for demo accounts",
  body: ZLaunchGameBody,
  value: ZLaunchGameValue,
});

export const listBets = defineEndpoint(routes.listBets, {
  tag: 'games',
  summary: "The member's betting record: game rounds in a GMT+8 date range, newest first, with totals",
  query: ZBetsQuery,
  value: ZBets,
});

export const getFavouriteIds = defineEndpoint(routes.getFavouriteIds, {
  tag: 'games',
  summary: "The member's favourite games, as node ids",
  value: ZFavouriteIds,
});

export const setFavourite = defineEndpoint(routes.setFavourite, {
  tag: 'games',
  summary: 'Adds a game to the favourites (isFav true) or takes it off; answers the favourites',
  body: ZFavouriteBody,
  value: ZFavouriteIds,
});

export const getFavouriteGames = defineEndpoint(routes.getFavouriteGames, {
  tag: 'games',
  summary: "The member's favourite games, most recently added first",
  value: z.array(ZGame),
});

export const getRecentGames = defineEndpoint(routes.getRecentGames, {
  tag: 'games',
  summary: 'The games the member opened last (20), most recent first',
  value: z.array(ZGame),
});

export const getWinners = defineEndpoint(routes.getWinners, {
  tag: 'games',
  summary: "The winner board: the brand's latest wins (player masked, game, prize, time), newest first",
  value: ZWinners,
});
