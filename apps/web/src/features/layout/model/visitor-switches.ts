import { isFeatureEnabled, type WhitelabelTree } from '@platform/contracts/system/whitelabel';

/** A visitor can register on the site itself when username or mobile registration is on. */
export function canRegisterDirectly(tree: WhitelabelTree): boolean {
  return isFeatureEnabled(tree, 'REGISTER_USERNAME') || isFeatureEnabled(tree, 'REGISTER_MOBILE');
}

export function canFreePlay(tree: WhitelabelTree): boolean {
  return isFeatureEnabled(tree, 'FREE_PLAY');
}
