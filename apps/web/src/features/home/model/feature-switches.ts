import {
  isFeatureEnabled,
  type ModuleId,
  type WhitelabelNode,
} from '@platform/contracts/system/feature-switches';

/** Switches a visitor cares about before signing up, with the key of their label in `home`. */
const VISITOR_FEATURES = [
  { modId: 'REGISTER_USERNAME', labelKey: 'feature.registerUsername' },
  { modId: 'REGISTER_MOBILE', labelKey: 'feature.registerMobile' },
  { modId: 'SMS_VERIFICATION', labelKey: 'feature.smsVerification' },
  { modId: 'LOGIN_SMS_CODE', labelKey: 'feature.loginSmsCode' },
  { modId: 'LOGIN_SOCIAL', labelKey: 'feature.loginSocial' },
  { modId: 'FREE_PLAY', labelKey: 'feature.freePlay' },
] as const satisfies readonly { modId: ModuleId; labelKey: `feature.${string}` }[];

export type VisitorFeature = (typeof VISITOR_FEATURES)[number] & { isEnabled: boolean };

export function listVisitorFeatures(tree: readonly WhitelabelNode[]): VisitorFeature[] {
  return VISITOR_FEATURES.map((feature) => ({
    ...feature,
    isEnabled: isFeatureEnabled(tree, feature.modId),
  }));
}

/** Registration is offered when the section is on and at least one way to register is. */
export function canRegister(tree: readonly WhitelabelNode[]): boolean {
  return isFeatureEnabled(tree, 'REGISTER_USERNAME') || isFeatureEnabled(tree, 'REGISTER_MOBILE');
}
