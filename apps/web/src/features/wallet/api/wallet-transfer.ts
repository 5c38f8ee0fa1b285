import { walletTransfer } from '@platform/contracts/wallet/routes';
import type { WalletTransferBody } from '@platform/contracts/wallet/schemas';
import { callApi } from '../../../shared/api/call-api.ts';

export const moveMoney = (body: WalletTransferBody) => callApi(walletTransfer, { body });
