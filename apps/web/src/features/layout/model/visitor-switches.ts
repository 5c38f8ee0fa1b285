import { isFeatureEnabled, type WhitelabelNode } from '@platform/contracts/system/feature-switches';

/** A visitor can register on the site itself when username or mobile registration is on. */
export function canRegisterDirectly(tree: readonly WhitelabelNode[]): boolean {
  return isFeatureEnabled(tree, 'REGISTER_USERNAME') || isFeatureEnabled(tree, 'REGISTER_MOBILE');
}

export function canFreePlay(tree: readonly WhitelabelNode[]): boolean {
  return isFeatureEnabled(tree, 'FREE_PLAY');
}
