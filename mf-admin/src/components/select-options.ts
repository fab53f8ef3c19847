import { PET_TYPES, type PetType } from '@vetnow/contracts/constants';
import type { SelectOption } from '@vetnow/web-kit/ui/select';

/** The doctors as a Select's options: id → full name (an unread list gives none). */
export const doctorOptions = (doctors: readonly { _id: string; fullName: string }[] | undefined): SelectOption[] =>
  (doctors ?? []).map((d) => ({ value: d._id, label: d.fullName }));

/** The spec's pet types as a Select's options, named in the screen's language. */
export const petTypeOptions = (name: (type: PetType) => string): SelectOption[] => PET_TYPES.map((type) => ({ value: type, label: name(type) }));
