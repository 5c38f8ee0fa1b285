/**
 * Feature switches of a brand, as nodes of its whitelabel tree. Parents group children; a child is on
 * only when it and every ancestor are enabled. No schema here: the site imports this at run time.
 */
export const MODULE_IDS = [
  'REGISTRATION',
  'REGISTER_USERNAME',
  'REGISTER_MOBILE',
  'REGISTER_MOBILE_PASSWORD',
  'REGISTER_ONE_CLICK',
  'SMS_VERIFICATION',
  'LOGIN',
  'LOGIN_SMS_CODE',
  'LOGIN_SOCIAL',
  'LOGIN_GOOGLE',
  'LOGIN_FACEBOOK',
  'LOGIN_PASSKEY',
  'FREE_PLAY',
  'FORCE_PASSWORD_EXPIRY_CHANGE',
  'LOGIN_MANDATORY',
  'WALLET',
  'SINGLE_MERCHANT_WALLET',
  'SERVICE',
  'VIP_SERVICE',
] as const;
export type ModuleId = (typeof MODULE_IDS)[number];

export type WhitelabelNode = {
  modId: ModuleId;
  enabled: boolean;
  childrenNodes: WhitelabelNode[];
};

/** Whether a feature is on: the node and all of its ancestors are enabled. Absent means off. */
export function isFeatureEnabled(tree: readonly WhitelabelNode[], modId: ModuleId): boolean {
  for (const node of tree) {
    if (node.modId === modId) return node.enabled;
    if (node.enabled && isFeatureEnabled(node.childrenNodes, modId)) return true;
  }
  return false;
}
