import { useTranslation } from 'react-i18next';
import { LOGIN_ROLES, type LoginRole } from '@vetnow/contracts/constants';
import { AUTH_NAMESPACE } from '../i18n/auth-i18n';

export interface RoleChoiceProps {
  value: LoginRole;
  onChange: (role: LoginRole) => void;
  disabled?: boolean;
}

/**
 * "Login as": Pet Owner (user), Veterinarian (doctor), Admin or Front Desk (staff) — a native radio group (arrow keys
 * move between the roles) drawn as segmented buttons in two rows of two (room for the Sinhala and Tamil names). Each
 * radio covers its segment, so a click lands on it.
 */
export function RoleChoice({ value, onChange, disabled }: RoleChoiceProps) {
  const { t } = useTranslation(AUTH_NAMESPACE);
  return (
    <fieldset disabled={disabled}>
      <legend className="mb-1 text-sm font-medium text-slate-800">{t('login.roleLegend')}</legend>
      <div className="grid grid-cols-2 gap-1 rounded-xl bg-slate-100 p-1">
        {LOGIN_ROLES.map((role) => (
          <label key={role} className="relative">
            <input
              type="radio"
              name="userType"
              value={role}
              checked={value === role}
              onChange={() => onChange(role)}
              className="peer absolute inset-0 z-10 h-full w-full cursor-pointer opacity-0 disabled:cursor-not-allowed"
            />
            <span
              className={
                'flex min-h-11 items-center justify-center rounded-lg px-2 text-center text-sm font-medium text-slate-700 ' +
                'peer-checked:bg-white peer-checked:text-teal-800 peer-checked:shadow-sm ' +
                'peer-focus-visible:outline-2 peer-focus-visible:outline-offset-1 peer-focus-visible:outline-teal-600'
              }
            >
              {t(`login.roles.${role}`)}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
