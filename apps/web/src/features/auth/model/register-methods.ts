import { isFeatureEnabled, type WhitelabelNode } from '@platform/contracts/system/feature-switches';

export type RegisterMethod = 'username' | 'mobile' | 'oneClick';

/**
 * The brand's ways to register, in the order of their tabs (spec sections 1 and 4): username first
 * when it is on, so it is the default; with nothing else on the username form stays, as a brand
 * always has a way to register.
 */
export function registerMethods(whitelabel: readonly WhitelabelNode[]): RegisterMethod[] {
  const byMobile = isFeatureEnabled(whitelabel, 'REGISTER_MOBILE');
  const byOneClick = isFeatureEnabled(whitelabel, 'REGISTER_ONE_CLICK');
  const byUsername = isFeatureEnabled(whitelabel, 'REGISTER_USERNAME') || !(byMobile || byOneClick);
  return [
    ...(byUsername ? (['username'] as const) : []),
    ...(byMobile ? (['mobile'] as const) : []),
    ...(byOneClick ? (['oneClick'] as const) : []),
  ];
}
