import { readStorage, removeStorage, writeStorage } from './storage.ts';

/** The spec stores the launched game's address for the /game page (session storage, this tab only). */
const GAME_ADDRESS_KEY = 'gameUrl';

export const rememberGameAddress = (url: string) => writeStorage('session', GAME_ADDRESS_KEY, url);
export const readGameAddress = () => readStorage('session', GAME_ADDRESS_KEY);
export const forgetGameAddress = () => removeStorage('session', GAME_ADDRESS_KEY);
