import { describe, expect, it } from 'vitest';
import { launchAddress } from './launch-host.ts';

const GAME = 'https://games.example/play?game=SLOT&token=abc';

describe('launchAddress', () => {
  it('moves the game onto the randomly picked launch host, keeping its path and token', () => {
    const hosts = ['https://cdn1.example', 'cdn2.example:8443'];
    expect(launchAddress(GAME, hosts, 0)).toBe('https://cdn1.example/play?game=SLOT&token=abc');
    expect(launchAddress(GAME, hosts, 0.99)).toBe('https://cdn2.example:8443/play?game=SLOT&token=abc');
  });

  it('leaves the address alone without hosts, for a site path, and for a host that is no host', () => {
    expect(launchAddress(GAME, [], 0.5)).toBe(GAME);
    expect(launchAddress('/lottery?gameCode=VN_NORTH', ['https://cdn1.example'], 0)).toBe(
      '/lottery?gameCode=VN_NORTH',
    );
    expect(launchAddress(GAME, ['http://'], 0)).toBe(GAME);
  });
});
