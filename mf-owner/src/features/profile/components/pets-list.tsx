import { useTranslation } from 'react-i18next';
import type { PublicUser } from '@vetnow/contracts/user';
import { Card } from '@vetnow/web-kit/ui/card';
import { usePetType } from '../../appointments';
import { NAMESPACE } from '../i18n/owner-profile-i18n';

/** The pets remembered from the owner's bookings: name, type, breed, age in years. Nothing when there are none. */
export function PetsList({ pets }: { pets: PublicUser['pets'] }) {
  const { t } = useTranslation(NAMESPACE);
  const petType = usePetType();
  if (pets.length === 0) return null;
  return (
    <Card title={t('pets.title')}>
      <ul className="grid gap-3 sm:grid-cols-2">
        {pets.map((pet, index) => (
          <li key={`${pet.name}-${index}`} className="rounded-lg border border-slate-200 p-3">
            <p className="font-semibold text-slate-900">{pet.name}</p>
            <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 text-sm text-slate-700">
              <dt className="text-slate-500">{t('pets.typeLabel')}</dt>
              <dd>{petType(pet.type)}</dd>
              <dt className="text-slate-500">{t('pets.breedLabel')}</dt>
              <dd>{pet.breed || t('pets.breedUnknown')}</dd>
              {pet.age !== undefined && (
                <>
                  <dt className="text-slate-500">{t('pets.ageLabel')}</dt>
                  <dd>{t('pets.age', { count: pet.age })}</dd>
                </>
              )}
            </dl>
          </li>
        ))}
      </ul>
    </Card>
  );
}
