import { randomBytes } from 'node:crypto';
import type { MethodDefinition } from '../../modules/deposits/repo.ts';

/**
 * The demo brand takes deposits by bank transfer (staff confirm them) and online through the built-in
 * sandbox gateway, whose callback secret is made up at seeding: it is brand configuration, never code.
 * No other brand has a sandbox method, and this one is offered only where the platform runs the
 * sandbox (development; in production only with SANDBOX_PAYMENTS=true).
 */
export function demoDepositMethods(): MethodDefinition[] {
  return [
    {
      code: 'bank-transfer',
      kind: 'bank_transfer',
      name: 'Bank transfer',
      minAmount: 10_00n,
      maxAmount: 50_000_00n,
      sortOrder: 1,
      bank: {
        bankName: 'Lotus Commercial Bank',
        accountName: 'Lucky Lotus Ltd',
        accountNumber: '0071000123456',
        branch: 'Central',
      },
    },
    {
      code: 'sandbox-pay',
      kind: 'online',
      name: 'Online payment (sandbox)',
      minAmount: 5_00n,
      maxAmount: 10_000_00n,
      sortOrder: 2,
      gateway: { code: 'sandbox', secret: randomBytes(32).toString('hex') },
    },
  ];
}
