import { ZDepositList } from '../deposits/schemas.ts';
import { defineEndpoint } from '../endpoint.ts';
import { ZBets } from '../games/bets.ts';
import { ZMyBets } from '../lottery/schemas.ts';
import { ZPointsDetails } from '../loyalty/schemas.ts';
import { ZPlatformMessages } from '../member-messages/schemas.ts';
import { ZBonusList } from '../promotions/schemas.ts';
import { ZWithdrawalList } from '../withdrawals/schemas.ts';
import * as routes from './routes.ts';
import {
  ZPlayerActionBody,
  ZPlayerAudit,
  ZPlayerAuditQuery,
  ZPlayerBetsQuery,
  ZPlayerDetail,
  ZPlayerDone,
  ZPlayerLabels,
  ZPlayerLabelsBody,
  ZPlayerLedger,
  ZPlayerLedgerQuery,
  ZPlayerLinked,
  ZPlayerLotteryBetsQuery,
  ZPlayerMessageBody,
  ZPlayerMessageSent,
  ZPlayerNote,
  ZPlayerNoteBody,
  ZPlayerNotes,
  ZPlayerPage,
  ZPlayerRef,
  ZPlayerSearchQuery,
  ZPlayerSectionQuery,
  ZPlayerSessions,
  ZPlayerSessionsEnded,
  ZPlayerStatusBody,
  ZPlayerStatusValue,
  ZPlayerTags,
  ZPlayerTagsBody,
  ZSavedFilter,
  ZSavedFilterBody,
  ZSavedFilterRef,
  ZSavedFilters,
  ZSavedFiltersQuery,
} from './schemas.ts';

// Reading players is for every role that serves them; changing a player's standing is risk's.

export const searchPlayers = defineEndpoint(routes.searchPlayers, {
  tag: 'operator',
  summary:
    "Finds the brand's players by account, id, phone, email, real name, bank account or address; filtered, sorted, paged",
  query: ZPlayerSearchQuery,
  value: ZPlayerPage,
  permission: 'players.read',
});

export const listSavedFilters = defineEndpoint(routes.listSavedFilters, {
  tag: 'operator',
  summary: "The staff member's saved player searches for the brand",
  query: ZSavedFiltersQuery,
  value: ZSavedFilters,
  permission: 'players.read',
});

export const saveFilter = defineEndpoint(routes.saveFilter, {
  tag: 'operator',
  summary: 'Saves a player search under a name, for this staff member',
  body: ZSavedFilterBody,
  value: ZSavedFilter,
  permission: 'players.read',
});

export const deleteFilter = defineEndpoint(routes.deleteFilter, {
  tag: 'operator',
  summary: "Deletes one of the staff member's saved player searches",
  query: ZSavedFilterRef,
  value: ZPlayerDone,
  permission: 'players.read',
});

export const playerDetail = defineEndpoint(routes.playerDetail, {
  tag: 'operator',
  summary:
    'Player 360: profile, labels, tags, status, balances per wallet, agent line, bank accounts, login addresses',
  query: ZPlayerRef,
  value: ZPlayerDetail,
  permission: 'players.read',
});

export const playerLedger = defineEndpoint(routes.playerLedger, {
  tag: 'operator',
  summary:
    "The player's ledger entries, newest first, each with the wallet's balance after it; by GMT+8 days and transfer kind",
  query: ZPlayerLedgerQuery,
  value: ZPlayerLedger,
  permission: 'players.read',
});

export const playerDeposits = defineEndpoint(routes.playerDeposits, {
  tag: 'operator',
  summary: "The player's deposits, newest first",
  query: ZPlayerSectionQuery,
  value: ZDepositList,
  permission: 'players.read',
});

export const playerWithdrawals = defineEndpoint(routes.playerWithdrawals, {
  tag: 'operator',
  summary: "The player's withdrawals, newest first",
  query: ZPlayerSectionQuery,
  value: ZWithdrawalList,
  permission: 'players.read',
});

export const playerLotteryBets = defineEndpoint(routes.playerLotteryBets, {
  tag: 'operator',
  summary: "The player's lottery bets, newest first, of one status or all",
  query: ZPlayerLotteryBetsQuery,
  value: ZMyBets,
  permission: 'players.read',
});

export const playerMessages = defineEndpoint(routes.playerMessages, {
  tag: 'operator',
  summary: 'The platform messages the player received (to them or the whole brand), newest first',
  query: ZPlayerSectionQuery,
  value: ZPlatformMessages,
  permission: 'players.read',
});

export const playerSessions = defineEndpoint(routes.playerSessions, {
  tag: 'operator',
  summary: "The player's sessions, newest first, with address and device",
  query: ZPlayerSectionQuery,
  value: ZPlayerSessions,
  permission: 'players.read',
});

export const playerLinked = defineEndpoint(routes.playerLinked, {
  tag: 'operator',
  summary: 'Players sharing a login address, a device or a bank account number with this one: risk signals',
  query: ZPlayerRef,
  value: ZPlayerLinked,
  permission: 'players.read',
});

export const playerNotes = defineEndpoint(routes.playerNotes, {
  tag: 'operator',
  summary: 'Staff notes on the player, newest first',
  query: ZPlayerSectionQuery,
  value: ZPlayerNotes,
  permission: 'players.read',
});

export const playerAudit = defineEndpoint(routes.playerAudit, {
  tag: 'operator',
  summary: 'The audit trail of staff actions on this player, newest first',
  query: ZPlayerAuditQuery,
  value: ZPlayerAudit,
  permission: 'players.read',
});

export const setPlayerStatus = defineEndpoint(routes.setPlayerStatus, {
  tag: 'operator',
  summary:
    'Locks, suspends, closes or reopens a player, with a reason; audited with the status before and after',
  body: ZPlayerStatusBody,
  value: ZPlayerStatusValue,
  permission: 'players.status',
});

export const endPlayerSessions = defineEndpoint(routes.endPlayerSessions, {
  tag: 'operator',
  summary: 'Ends every live session of the player, with a reason',
  body: ZPlayerActionBody,
  value: ZPlayerSessionsEnded,
  permission: 'players.sessions.end',
});

export const forcePasswordReset = defineEndpoint(routes.forcePasswordReset, {
  tag: 'operator',
  summary: "The player's next password login must set a new password; live sessions end",
  body: ZPlayerActionBody,
  value: ZPlayerSessionsEnded,
  permission: 'players.password.reset',
});

export const messagePlayer = defineEndpoint(routes.messagePlayer, {
  tag: 'operator',
  summary: 'Sends the player a platform message; audited',
  body: ZPlayerMessageBody,
  value: ZPlayerMessageSent,
  permission: 'players.message',
});

export const addPlayerNote = defineEndpoint(routes.addPlayerNote, {
  tag: 'operator',
  summary: 'Adds a staff note to the player; audited',
  body: ZPlayerNoteBody,
  value: ZPlayerNote,
  permission: 'players.notes.write',
});

export const setPlayerTags = defineEndpoint(routes.setPlayerTags, {
  tag: 'operator',
  summary: "Replaces the player's tags; audited with the tags before and after",
  body: ZPlayerTagsBody,
  value: ZPlayerTags,
  permission: 'players.tags',
});

export const setPlayerLabels = defineEndpoint(routes.setPlayerLabels, {
  tag: 'operator',
  summary:
    'Replaces the labels the member sees beside their name, in the order given; audited with the labels before and after',
  body: ZPlayerLabelsBody,
  value: ZPlayerLabels,
  permission: 'players.labels',
});

export const playerBets = defineEndpoint(routes.playerBets, {
  tag: 'operator',
  summary:
    "The player's bets of every product in a GMT+8 day range (90 days at most): game rounds of every vendor, the house's included, and lottery bets",
  query: ZPlayerBetsQuery,
  value: ZBets,
  permission: 'players.read',
});

export const playerBonuses = defineEndpoint(routes.playerBonuses, {
  tag: 'operator',
  summary:
    "The player's bonuses with their wagering progress; as on the member's page, bonuses played through move to the main wallet",
  query: ZPlayerRef,
  value: ZBonusList,
  permission: 'players.read',
});

export const playerPoints = defineEndpoint(routes.playerPoints, {
  tag: 'operator',
  summary: "The player's points changes, newest first, with the balance after each",
  query: ZPlayerSectionQuery,
  value: ZPointsDetails,
  permission: 'players.read',
});
