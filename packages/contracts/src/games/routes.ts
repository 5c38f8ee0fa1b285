import type { z } from 'zod';
import { defineRoute } from '../endpoint.ts';
import type { ZGame, ZGameMenus, ZPopularGamesQuery } from './categories.ts';

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
