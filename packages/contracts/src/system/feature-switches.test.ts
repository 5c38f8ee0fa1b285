import { describe, expect, it } from 'vitest';
import { isFeatureEnabled, type WhitelabelNode } from './feature-switches.ts';

const tree: WhitelabelNode[] = [
  {
    modId: 'LOGIN',
    enabled: true,
    childrenNodes: [
      { modId: 'FREE_PLAY', enabled: true, childrenNodes: [] },
      {
        modId: 'LOGIN_SOCIAL',
        enabled: false,
        childrenNodes: [{ modId: 'LOGIN_GOOGLE', enabled: true, childrenNodes: [] }],
      },
    ],
  },
  {
    modId: 'WALLET',
    enabled: false,
    childrenNodes: [{ modId: 'SINGLE_MERCHANT_WALLET', enabled: true, childrenNodes: [] }],
  },
];

describe('isFeatureEnabled', () => {
  it('is on when the node and every ancestor are enabled', () => {
    expect(isFeatureEnabled(tree, 'LOGIN')).toBe(true);
    expect(isFeatureEnabled(tree, 'FREE_PLAY')).toBe(true);
  });

  it('is off when any ancestor is disabled, whatever the node says', () => {
    expect(isFeatureEnabled(tree, 'LOGIN_GOOGLE')).toBe(false);
    expect(isFeatureEnabled(tree, 'SINGLE_MERCHANT_WALLET')).toBe(false);
  });

  it('is off when the node is disabled or absent', () => {
    expect(isFeatureEnabled(tree, 'LOGIN_SOCIAL')).toBe(false);
    expect(isFeatureEnabled(tree, 'VIP_SERVICE')).toBe(false);
  });
});
