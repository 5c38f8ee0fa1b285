import { OPERATOR_ROLES, type OperatorRole } from '@platform/contracts/operator/roles';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** The roles to give a staff account, as checkboxes; at least one is needed. */
export function RolePicker({
  value,
  onChange,
}: {
  value: readonly OperatorRole[];
  onChange: (roles: OperatorRole[]) => void;
}): ReactNode {
  const { t } = useTranslation();
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-medium">{t('staff.roles')}</legend>
      <div className="grid grid-cols-2 gap-x-4 gap-y-1.5">
        {OPERATOR_ROLES.map((role) => (
          <label key={role} className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              checked={value.includes(role)}
              onChange={(event) =>
                onChange(
                  event.target.checked
                    ? OPERATOR_ROLES.filter((one) => one === role || value.includes(one))
                    : value.filter((one) => one !== role),
                )
              }
            />
            {t(`role.${role}`)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** Brand codes typed as a list ("demo, other"); empty means every brand. */
export const brandCodes = (text: string): string[] => [
  ...new Set(text.split(/[\s,]+/).filter((code) => code !== '')),
];
