import { defineEndpoint } from '../endpoint.ts';
import * as routes from './routes.ts';
import { ZJackpots } from './schemas.ts';

export const getJackpots = defineEndpoint(routes.getJackpots, {
  tag: 'games',
  summary: "The brand's progressive jackpots (each pool's amount now, its games) and their latest winners",
  value: ZJackpots,
});
