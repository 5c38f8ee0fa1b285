import type serverErrors from '@platform/contracts/errors/messages/en.json';
import type agent from '../../locales/en/agent.json';
import type auth from '../../locales/en/auth.json';
import type common from '../../locales/en/common.json';
import type content from '../../locales/en/content.json';
import type deposit from '../../locales/en/deposit.json';
import type engagement from '../../locales/en/engagement.json';
import type errors from '../../locales/en/errors.json';
import type gameMaintenance from '../../locales/en/game-maintenance.json';
import type guards from '../../locales/en/guards.json';
import type home from '../../locales/en/home.json';
import type kyc from '../../locales/en/kyc.json';
import type layout from '../../locales/en/layout.json';
import type lobby from '../../locales/en/lobby.json';
import type lottery from '../../locales/en/lottery.json';
import type loyalty from '../../locales/en/loyalty.json';
import type profile from '../../locales/en/profile.json';
import type promotions from '../../locales/en/promotions.json';
import type responsibleGaming from '../../locales/en/responsible-gaming.json';
import type selfExclusion from '../../locales/en/self-exclusion.json';
import type ui from '../../locales/en/ui.json';
import type wallet from '../../locales/en/wallet.json';
import type withdrawal from '../../locales/en/withdrawal.json';

// i18next reads its key types from this interface; only declaration merging can extend it.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    keySeparator: false;
    resources: {
      agent: typeof agent;
      auth: typeof auth;
      common: typeof common;
      content: typeof content;
      deposit: typeof deposit;
      engagement: typeof engagement;
      errors: typeof errors & typeof serverErrors;
      'game-maintenance': typeof gameMaintenance;
      guards: typeof guards;
      home: typeof home;
      kyc: typeof kyc;
      layout: typeof layout;
      lobby: typeof lobby;
      lottery: typeof lottery;
      loyalty: typeof loyalty;
      profile: typeof profile;
      promotions: typeof promotions;
      'responsible-gaming': typeof responsibleGaming;
      ui: typeof ui;
      'self-exclusion': typeof selfExclusion;
      wallet: typeof wallet;
      withdrawal: typeof withdrawal;
    };
  }
}
