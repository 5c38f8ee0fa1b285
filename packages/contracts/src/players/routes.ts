import type { z } from 'zod';
import type { ZDepositList } from '../deposits/schemas.ts';
import { defineRoute } from '../endpoint.ts';
import type { ZBets } from '../games/bets.ts';
import type { ZMyBets } from '../lottery/schemas.ts';
import type { ZPointsDetails } from '../loyalty/schemas.ts';
import type { ZPlatformMessages } from '../member-messages/schemas.ts';
import type { ZBonusList } from '../promotions/schemas.ts';
import type { ZWithdrawalList } from '../withdrawals/schemas.ts';
import type {
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

type Out<T extends z.ZodType> = z.output<T>;
type In<T extends z.ZodType> = z.input<T>;

export const searchPlayers = defineRoute<Out<typeof ZPlayerPage>, In<typeof ZPlayerSearchQuery>>({
  method: 'GET',
  path: '/ops/players',
  auth: 'operator',
});

export const listSavedFilters = defineRoute<Out<typeof ZSavedFilters>, In<typeof ZSavedFiltersQuery>>({
  method: 'GET',
  path: '/ops/players/filters',
  auth: 'operator',
});

export const saveFilter = defineRoute<Out<typeof ZSavedFilter>, undefined, In<typeof ZSavedFilterBody>>({
  method: 'POST',
  path: '/ops/players/filters',
  auth: 'operator',
});

export const deleteFilter = defineRoute<Out<typeof ZPlayerDone>, In<typeof ZSavedFilterRef>>({
  method: 'DELETE',
  path: '/ops/players/filters',
  auth: 'operator',
});

export const playerDetail = defineRoute<Out<typeof ZPlayerDetail>, In<typeof ZPlayerRef>>({
  method: 'GET',
  path: '/ops/players/detail',
  auth: 'operator',
});

export const playerLedger = defineRoute<Out<typeof ZPlayerLedger>, In<typeof ZPlayerLedgerQuery>>({
  method: 'GET',
  path: '/ops/players/ledger',
  auth: 'operator',
});

export const playerDeposits = defineRoute<Out<typeof ZDepositList>, In<typeof ZPlayerSectionQuery>>({
  method: 'GET',
  path: '/ops/players/deposits',
  auth: 'operator',
});

export const playerWithdrawals = defineRoute<Out<typeof ZWithdrawalList>, In<typeof ZPlayerSectionQuery>>({
  method: 'GET',
  path: '/ops/players/withdrawals',
  auth: 'operator',
});

export const playerLotteryBets = defineRoute<Out<typeof ZMyBets>, In<typeof ZPlayerLotteryBetsQuery>>({
  method: 'GET',
  path: '/ops/players/lottery-bets',
  auth: 'operator',
});

export const playerMessages = defineRoute<Out<typeof ZPlatformMessages>, In<typeof ZPlayerSectionQuery>>({
  method: 'GET',
  path: '/ops/players/messages',
  auth: 'operator',
});

export const playerSessions = defineRoute<Out<typeof ZPlayerSessions>, In<typeof ZPlayerSectionQuery>>({
  method: 'GET',
  path: '/ops/players/sessions',
  auth: 'operator',
});

export const playerLinked = defineRoute<Out<typeof ZPlayerLinked>, In<typeof ZPlayerRef>>({
  method: 'GET',
  path: '/ops/players/linked',
  auth: 'operator',
});

export const playerNotes = defineRoute<Out<typeof ZPlayerNotes>, In<typeof ZPlayerSectionQuery>>({
  method: 'GET',
  path: '/ops/players/notes',
  auth: 'operator',
});

export const playerAudit = defineRoute<Out<typeof ZPlayerAudit>, In<typeof ZPlayerAuditQuery>>({
  method: 'GET',
  path: '/ops/players/audit',
  auth: 'operator',
});

export const setPlayerStatus = defineRoute<
  Out<typeof ZPlayerStatusValue>,
  undefined,
  In<typeof ZPlayerStatusBody>
>({
  method: 'POST',
  path: '/ops/players/status',
  auth: 'operator',
});

export const endPlayerSessions = defineRoute<
  Out<typeof ZPlayerSessionsEnded>,
  undefined,
  In<typeof ZPlayerActionBody>
>({
  method: 'POST',
  path: '/ops/players/sessions/end',
  auth: 'operator',
});

export const forcePasswordReset = defineRoute<
  Out<typeof ZPlayerSessionsEnded>,
  undefined,
  In<typeof ZPlayerActionBody>
>({
  method: 'POST',
  path: '/ops/players/password-reset',
  auth: 'operator',
});

export const messagePlayer = defineRoute<
  Out<typeof ZPlayerMessageSent>,
  undefined,
  In<typeof ZPlayerMessageBody>
>({
  method: 'POST',
  path: '/ops/players/message',
  auth: 'operator',
});

export const addPlayerNote = defineRoute<Out<typeof ZPlayerNote>, undefined, In<typeof ZPlayerNoteBody>>({
  method: 'POST',
  path: '/ops/players/notes',
  auth: 'operator',
});

export const setPlayerTags = defineRoute<Out<typeof ZPlayerTags>, undefined, In<typeof ZPlayerTagsBody>>({
  method: 'PUT',
  path: '/ops/players/tags',
  auth: 'operator',
});

export const setPlayerLabels = defineRoute<
  Out<typeof ZPlayerLabels>,
  undefined,
  In<typeof ZPlayerLabelsBody>
>({
  method: 'PUT',
  path: '/ops/players/labels',
  auth: 'operator',
});

export const playerBets = defineRoute<Out<typeof ZBets>, In<typeof ZPlayerBetsQuery>>({
  method: 'GET',
  path: '/ops/players/bets',
  auth: 'operator',
});

export const playerBonuses = defineRoute<Out<typeof ZBonusList>, In<typeof ZPlayerRef>>({
  method: 'GET',
  path: '/ops/players/bonuses',
  auth: 'operator',
});

export const playerPoints = defineRoute<Out<typeof ZPointsDetails>, In<typeof ZPlayerSectionQuery>>({
  method: 'GET',
  path: '/ops/players/points',
  auth: 'operator',
});
