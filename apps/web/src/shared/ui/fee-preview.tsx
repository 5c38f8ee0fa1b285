import { formatMinorUnits } from '@platform/contracts/money';
import type { FeeTermsView } from '@platform/contracts/payments/fees';
import type { ReactNode } from 'react';
import { useMoneyFormat } from '../hooks/use-money-format.ts';
import { feePreview } from '../lib/money-input.ts';

type Props = {
  /** The amount as the member typed it so far. */
  typed: string;
  scale: number;
  terms: FeeTermsView;
  currency: string;
  /** The sentence, from the caller's own namespace, given the fee and what is left, both formatted. */
  text: (amounts: { fee: string; net: string }) => string;
  testId: string;
};

/**
 * Under an amount field: the fee a method's terms take from what is typed, and what the member is
 * left with. Nothing while the amount is not a number yet, or the method charges nothing.
 */
export function FeePreview({ typed, scale, terms, currency, text, testId }: Props): ReactNode {
  const money = useMoneyFormat();
  const preview = feePreview(typed, scale, terms);
  if (!preview) return null;
  return (
    <p className="mt-1 text-sm font-medium tabular-nums" data-testid={testId}>
      {text({
        fee: money(formatMinorUnits(preview.fee, scale), currency),
        net: money(formatMinorUnits(preview.net, scale), currency),
      })}
    </p>
  );
}
