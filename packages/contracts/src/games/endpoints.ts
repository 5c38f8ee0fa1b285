import { defineEndpoint } from '../endpoint.ts';
import { ZGameMenus } from './categories.ts';

export const getGameMenus = defineEndpoint({
  method: 'GET',
  path: '/lgw/games/game_menus',
  auth: 'none',
  tag: 'games',
  summary: 'Game categories that have vendors, each with its vendors, in nav order',
  value: ZGameMenus,
});
