import { z } from 'zod';

/**
 * Feature switches of a brand, as nodes of its whitelabel tree. Parents group children; a child is on
 * only when it and every ancestor are enabled.
 */
export const MODULE_IDS = [
  'REGISTRATION',
  'REGISTER_USERNAME',
  'REGISTER_MOBILE',
  'REGISTER_MOBILE_PASSWORD',
  'SMS_VERIFICATION',
  'LOGIN',
  'LOGIN_SMS_CODE',
  'LOGIN_SOCIAL',
  'LOGIN_GOOGLE',
  'LOGIN_FACEBOOK',
  'FREE_PLAY',
  'FORCE_PASSWORD_EXPIRY_CHANGE',
  'LOGIN_MANDATORY',
  'WALLET',
  'SINGLE_MERCHANT_WALLET',
  'SERVICE',
  'VIP_SERVICE',
] as const;
export const ZModuleId = z.enum(MODULE_IDS);
export type ModuleId = z.infer<typeof ZModuleId>;

export type WhitelabelNode = {
  modId: ModuleId;
  enabled: boolean;
  childrenNodes: WhitelabelNode[];
};

export const ZWhitelabelNode: z.ZodType<WhitelabelNode> = z.lazy(() =>
  z.object({
    modId: ZModuleId,
    enabled: z.boolean(),
    childrenNodes: z.array(ZWhitelabelNode),
  }),
);

export const ZWhitelabelTree = z.array(ZWhitelabelNode);
export type WhitelabelTree = z.infer<typeof ZWhitelabelTree>;

/** Whether a feature is on: the node and all of its ancestors are enabled. Absent means off. */
export function isFeatureEnabled(tree: readonly WhitelabelNode[], modId: ModuleId): boolean {
  for (const node of tree) {
    if (node.modId === modId) return node.enabled;
    if (node.enabled && isFeatureEnabled(node.childrenNodes, modId)) return true;
  }
  return false;
}
