import type { MerchantInfo } from '@platform/contracts/system/status';
import { readStorage, removeStorage, writeStorage } from '../lib/storage.ts';

/** Session storage keys of the spec (section 3) that the API layer reads or writes. */
export const SESSION_KEY = {
  token: 'token',
  account: 'account',
  merchant: 'merchant',
  merchantCode: 'merchantCode',
  nickname: 'nickname',
  memberLabel: 'memberLabel',
  customerId: 'customerId',
  cpw: 'cpw',
  memberType: 'memberType',
} as const;

/** What belongs to a logged-in member; the brand keys stay, the site still knows who it is. */
const MEMBER_KEYS = [
  SESSION_KEY.token,
  SESSION_KEY.account,
  SESSION_KEY.nickname,
  SESSION_KEY.memberLabel,
  SESSION_KEY.customerId,
  SESSION_KEY.cpw,
  SESSION_KEY.memberType,
];

export function clearMemberSession(): void {
  for (const key of MEMBER_KEYS) removeStorage('session', key);
}

/** Remembers the brand the server resolved, so later calls name it in the `Merchant` header. */
export function rememberMerchant(merchant: MerchantInfo): void {
  writeStorage('session', SESSION_KEY.merchantCode, merchant.merchantCode);
  writeStorage('session', SESSION_KEY.merchant, JSON.stringify(merchant));
}

/** What the header shows of a logged-in member; `type` 4 is a demo account. */
export type StoredMember = {
  account: string;
  nickname: string | null;
  memberLabel: string | null;
  type: number;
};

type MemberInfoParts = {
  id: string;
  account: string;
  nickname: string | null;
  memberLabel: { labelName: string }[];
  type: number;
};

/** Remembers who logged in (spec section 3 keys), after the token is stored; returns it for the header. */
export function rememberMember(info: MemberInfoParts): StoredMember {
  const memberLabel = info.memberLabel.map((label) => label.labelName).join(' ') || null;
  writeStorage('session', SESSION_KEY.account, info.account);
  writeStorage('session', SESSION_KEY.customerId, info.id);
  writeStorage('session', SESSION_KEY.nickname, info.nickname ?? '');
  writeStorage('session', SESSION_KEY.memberLabel, memberLabel ?? '');
  writeStorage('session', SESSION_KEY.memberType, String(info.type));
  return { account: info.account, nickname: info.nickname, memberLabel, type: info.type };
}

/** Logged in means a token and an account are stored (spec section 4). */
export function readMember(): StoredMember | null {
  const account = readStorage('session', SESSION_KEY.account);
  if (readSessionToken() === null || !account) return null;
  return {
    account,
    nickname: readStorage('session', SESSION_KEY.nickname) || null,
    memberLabel: readStorage('session', SESSION_KEY.memberLabel) || null,
    type: Number(readStorage('session', SESSION_KEY.memberType) ?? 0),
  };
}

export function rememberToken(token: string): void {
  writeStorage('session', SESSION_KEY.token, token);
}

/** The member's session token, or null for a guest. */
export function readSessionToken(): string | null {
  return readStorage('session', SESSION_KEY.token);
}
