import type { FeeTermsView } from '@platform/contracts/payments/fees';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Field, fieldClass } from '../../../shared/ui/field.tsx';

/** A method's fee terms as a table cell reads them: `2.00 + 1.5%, at most 10.00`. */
export function useFeeText(): (terms: FeeTermsView) => string {
  const { t } = useTranslation();
  return (terms) => {
    const charged = t('payments.fee.terms', { fixed: terms.fixed, rate: terms.bps / 100 });
    return terms.cap === null ? charged : t('payments.fee.capped', { terms: charged, cap: terms.cap });
  };
}

/** The fee inputs of a method's form (feeFixed, feeBps, feeCap), as the method has them. */
export function FeeFields({ fee }: { fee: FeeTermsView | undefined }): ReactNode {
  const { t } = useTranslation();
  return (
    <>
      <Field label={t('payments.fee.fixed')}>
        {(id) => (
          <input
            id={id}
            name="feeFixed"
            inputMode="decimal"
            defaultValue={fee?.fixed ?? '0'}
            className={fieldClass}
          />
        )}
      </Field>
      <Field label={t('payments.fee.bps')}>
        {(id) => (
          <input
            id={id}
            name="feeBps"
            type="number"
            min={0}
            max={10_000}
            defaultValue={fee?.bps ?? 0}
            className={fieldClass}
          />
        )}
      </Field>
      <Field label={t('payments.fee.cap')}>
        {(id) => (
          <input
            id={id}
            name="feeCap"
            inputMode="decimal"
            defaultValue={fee?.cap ?? ''}
            className={fieldClass}
          />
        )}
      </Field>
    </>
  );
}

/** The fee fields of a submitted method form, as the contracts' bodies take them. */
export function feeFieldsOf(text: (name: string) => string) {
  return {
    feeFixed: text('feeFixed') || '0',
    feeBps: Number(text('feeBps') || '0'),
    feeCap: text('feeCap') || null,
  };
}
