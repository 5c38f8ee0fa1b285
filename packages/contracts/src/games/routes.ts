import type { z } from 'zod';
import { defineRoute } from '../endpoint.ts';
import type { ZGameMenus } from './categories.ts';

export const getGameMenus = defineRoute<z.output<typeof ZGameMenus>>({
  method: 'GET',
  path: '/lgw/games/game_menus',
  auth: 'none',
});
