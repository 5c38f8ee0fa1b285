import { defineEndpoint } from '../endpoint.ts';
import { ZGameMenus } from './categories.ts';
import * as routes from './routes.ts';

export const getGameMenus = defineEndpoint(routes.getGameMenus, {
  tag: 'games',
  summary: 'Game categories that have vendors, each with its vendors, in nav order',
  value: ZGameMenus,
});
