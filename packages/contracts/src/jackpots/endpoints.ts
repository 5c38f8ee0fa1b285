import { defineEndpoint } from '../endpoint.ts';
import * as routes from './routes.ts';
import {
  ZJackpotChange,
  ZJackpotCloseBody,
  ZJackpotCreateBody,
  ZJackpotFundingBody,
  ZJackpotRulesBody,
  ZJackpots,
  ZStaffJackpots,
  ZStaffJackpotsQuery,
} from './schemas.ts';

export const getJackpots = defineEndpoint(routes.getJackpots, {
  tag: 'games',
  summary: "The brand's progressive jackpots (each pool's amount now, its games) and their latest winners",
  value: ZJackpots,
});

export const listStaffJackpots = defineEndpoint(routes.listStaffJackpots, {
  tag: 'operator',
  summary:
    "The brand's jackpots: each pool's amount, share, seed, games, a funding waiting for approval and the last winners",
  query: ZStaffJackpotsQuery,
  value: ZStaffJackpots,
  permission: 'jackpots.read',
});

export const createJackpot = defineEndpoint(routes.createJackpot, {
  tag: 'operator',
  summary:
    "Opens a jackpot and funds its pool with the seed from the house (a four-eyes request from the brand's jackpot.fund amount); audited",
  body: ZJackpotCreateBody,
  value: ZJackpotChange,
  permission: 'jackpots.manage',
});

export const putJackpotRules = defineEndpoint(routes.putJackpotRules, {
  tag: 'operator',
  summary: "Sets a jackpot's share of each stake and the games that feed it (moves no money); audited",
  body: ZJackpotRulesBody,
  value: ZJackpotChange,
  permission: 'jackpots.manage',
});

export const fundJackpot = defineEndpoint(routes.fundJackpot, {
  tag: 'operator',
  summary:
    "Raises a jackpot's seed or tops its pool up from the house (a four-eyes request from the brand's jackpot.fund amount); audited",
  body: ZJackpotFundingBody,
  value: ZJackpotChange,
  permission: 'jackpots.manage',
});

export const closeJackpot = defineEndpoint(routes.closeJackpot, {
  tag: 'operator',
  summary:
    "Closes a jackpot: its games stop feeding it and its pool goes back to the house (a four-eyes request from the brand's jackpot.close amount); audited",
  body: ZJackpotCloseBody,
  value: ZJackpotChange,
  permission: 'jackpots.manage',
});
