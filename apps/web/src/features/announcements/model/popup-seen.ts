import { readStorage, writeStorage } from '../../../shared/lib/storage.ts';

/** Session storage key: the entry popups were shown in this browser session. */
export const POPUP_SEEN_KEY = 'noticePopupSeen';

export function hasSeenPopups(): boolean {
  return readStorage('session', POPUP_SEEN_KEY) === '1';
}

export function markPopupsSeen(): void {
  writeStorage('session', POPUP_SEEN_KEY, '1');
}
