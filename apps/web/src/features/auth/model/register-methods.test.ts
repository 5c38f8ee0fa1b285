import type { ModuleId, WhitelabelNode } from '@platform/contracts/system/feature-switches';
import { describe, expect, it } from 'vitest';
import { registerMethods } from './register-methods.ts';

function tree(on: ModuleId[], isRegistrationOn = true): WhitelabelNode[] {
  const node = (modId: ModuleId): WhitelabelNode => ({
    modId,
    enabled: on.includes(modId),
    childrenNodes: [],
  });
  return [
    {
      modId: 'REGISTRATION',
      enabled: isRegistrationOn,
      childrenNodes: [node('REGISTER_USERNAME'), node('REGISTER_MOBILE'), node('REGISTER_ONE_CLICK')],
    },
  ];
}

describe('registerMethods', () => {
  it.each([
    [
      ['REGISTER_USERNAME', 'REGISTER_MOBILE'],
      ['username', 'mobile'],
    ],
    [['REGISTER_USERNAME'], ['username']],
    [['REGISTER_MOBILE'], ['mobile']],
    [
      ['REGISTER_MOBILE', 'REGISTER_ONE_CLICK'],
      ['mobile', 'oneClick'],
    ],
    [
      ['REGISTER_ONE_CLICK', 'REGISTER_MOBILE', 'REGISTER_USERNAME'],
      ['username', 'mobile', 'oneClick'],
    ],
    [[], ['username']],
  ] as [ModuleId[], string[]][])('with %j on, offers %j, the first as the default', (on, methods) => {
    expect(registerMethods(tree(on))).toEqual(methods);
  });

  it('keeps the username form when the switches sit under a registration node that is off', () => {
    expect(registerMethods(tree(['REGISTER_MOBILE'], false))).toEqual(['username']);
  });
});
