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
} as const;

/** What belongs to a logged-in member; the brand keys stay, the site still knows who it is. */
const MEMBER_KEYS = [
  SESSION_KEY.token,
  SESSION_KEY.account,
  SESSION_KEY.nickname,
  SESSION_KEY.memberLabel,
  SESSION_KEY.customerId,
  SESSION_KEY.cpw,
];

export function clearMemberSession(): void {
  for (const key of MEMBER_KEYS) removeStorage('session', key);
}

/** Remembers the brand the server resolved, so later calls name it in the `Merchant` header. */
export function rememberMerchant(merchant: MerchantInfo): void {
  writeStorage('session', SESSION_KEY.merchantCode, merchant.merchantCode);
  writeStorage('session', SESSION_KEY.merchant, JSON.stringify(merchant));
}

/** The member's session token, or null for a guest. */
export function readSessionToken(): string | null {
  return readStorage('session', SESSION_KEY.token);
}
