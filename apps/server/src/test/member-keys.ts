import { setMemberKeySource } from '../modules/protection/exclusion.ts';
import { memberKeysWithBankAccounts } from '../modules/withdrawals/service.ts';

// The app gives protection this source when it is built; tests that call a guarded service without
// the app (a slip, a chase step) check the same full set of a member's keys.
setMemberKeySource(memberKeysWithBankAccounts);
