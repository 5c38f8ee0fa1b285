import type { WhitelabelNode } from '@platform/contracts/system/feature-switches';
import { describe, expect, it } from 'vitest';
import { canRegister, listVisitorFeatures } from './feature-switches.ts';

const node = (modId: WhitelabelNode['modId'], enabled: boolean, childrenNodes: WhitelabelNode[] = []) => ({
  modId,
  enabled,
  childrenNodes,
});

describe('visitor feature switches', () => {
  it('reads each switch through its ancestors', () => {
    const tree = [
      node('REGISTRATION', true, [node('REGISTER_USERNAME', true), node('REGISTER_MOBILE', false)]),
      node('LOGIN', false, [node('LOGIN_SOCIAL', true)]),
      node('FREE_PLAY', true),
    ];
    const enabled = listVisitorFeatures(tree)
      .filter((feature) => feature.isEnabled)
      .map((feature) => feature.modId);
    expect(enabled).toEqual(['REGISTER_USERNAME', 'FREE_PLAY']);
  });

  it('offers registration only when a way to register is on', () => {
    expect(canRegister([node('REGISTRATION', true, [node('REGISTER_MOBILE', true)])])).toBe(true);
    expect(canRegister([node('REGISTRATION', false, [node('REGISTER_MOBILE', true)])])).toBe(false);
    expect(canRegister([])).toBe(false);
  });
});
