import { DUE_SOON_DAYS, type DueItem } from '@vetnow/contracts/pet-care';
import { BUTTON_BASE, BUTTON_VARIANTS } from '@vetnow/web-kit/ui/button';
import { Badge } from '@vetnow/web-kit/ui/badge';
import { Card } from '@vetnow/web-kit/ui/card';
import { Link } from '@vetnow/web-kit/router';
import { useTranslation } from 'react-i18next';
import { useClinicDate, usePetType } from '../../appointments';
import { bookingPath } from '../../../shared/booking-wizard/navigation';
import type { PetCare, PetCareDue } from '../hooks/use-pet-care';
import { NAMESPACE } from '../i18n/dashboard-i18n';

const petPath = (petId: string) => `/pets/${encodeURIComponent(petId)}`;

/**
 * Where "Book now" leads: the wizard with the doctor who last saw the pet, the pet and the reason (the kind of the
 * most urgent item) chosen; without a known doctor, the pet's record (it books from there).
 */
export function bookNowPath({ pet, items, lastDoctorId }: PetCareDue): string {
  if (!lastDoctorId) return petPath(pet._id);
  const search = new URLSearchParams({ pet: pet._id, reason: items[0]!.kind });
  return `${bookingPath(lastDoctorId)}?${search.toString()}`;
}

const LINK = 'text-sm font-semibold text-teal-800 underline';

/**
 * The dashboard's "Pet care" (issue 38): per pet, what is overdue or due within two weeks (a badge, the item and its
 * date in clinic time and the language), a link to the pet's record and "Book now". Nothing due: a calm "All pets
 * are up to date"; no pets saved yet: where to add them. The dashboard reads `care` (usePetCare) and waits for it
 * before showing its screen, so the panel never pushes the cards below it down as it arrives.
 */
export function PetCarePanel({ care }: { care: PetCare }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <Card
      title={t('petCare.title')}
      actions={
        <Link to="/pets" className={LINK}>
          {t('petCare.myPets')}
        </Link>
      }
    >
      {care.status === 'loading' && (
        <p role="status" className="text-sm text-slate-600">
          {t('petCare.loading')}
        </p>
      )}
      {care.status === 'failed' && <p className="text-sm text-slate-700">{t('petCare.loadFailed')}</p>}
      {care.status === 'ready' &&
        (care.due.length > 0 ? (
          <ul className="grid grid-cols-1 gap-3 md:grid-cols-2">
            {care.due.map((due) => (
              <DuePet key={due.pet._id} due={due} />
            ))}
          </ul>
        ) : (
          <div className={`rounded-lg p-4 text-sm ${care.pets.length > 0 ? 'bg-green-50 text-green-900' : 'bg-slate-50 text-slate-800'}`}>
            <p className="font-semibold">{care.pets.length > 0 ? t('petCare.upToDate') : t('petCare.noPets')}</p>
            <p className="mt-1">
              {care.pets.length > 0 ? t('petCare.upToDateHint', { days: DUE_SOON_DAYS }) : t('petCare.noPetsHint')}
            </p>
          </div>
        ))}
    </Card>
  );
}

function DuePet({ due }: { due: PetCareDue }) {
  const { t } = useTranslation(NAMESPACE);
  const petType = usePetType();
  const { pet, items } = due;
  return (
    <li className="flex flex-col gap-3 rounded-lg border border-slate-200 p-3">
      <div>
        <h3 className="font-semibold text-slate-900">{pet.name}</h3>
        <p className="text-sm text-slate-600">{petType(pet.species)}</p>
      </div>
      <ul aria-label={t('petCare.itemsOf', { name: pet.name })} className="flex flex-col gap-2">
        {items.map((item) => (
          <DueLine key={item.key} item={item} />
        ))}
      </ul>
      <div className="mt-auto flex flex-wrap items-center gap-3">
        <Link
          to={bookNowPath(due)}
          aria-label={t('petCare.bookNowFor', { name: pet.name })}
          className={`${BUTTON_BASE} ${BUTTON_VARIANTS.primary}`}
        >
          {t('petCare.bookNow')}
        </Link>
        <Link to={petPath(pet._id)} aria-label={t('petCare.recordOf', { name: pet.name })} className={LINK}>
          {t('petCare.record')}
        </Link>
      </div>
    </li>
  );
}

function DueLine({ item }: { item: DueItem }) {
  const { t } = useTranslation(NAMESPACE);
  const clinicDate = useClinicDate();
  const overdue = item.status === 'overdue';
  return (
    <li className="flex flex-wrap items-center gap-2 text-sm text-slate-800">
      <Badge tone={overdue ? 'red' : 'amber'}>{t(overdue ? 'petCare.overdue' : 'petCare.dueSoon')}</Badge>
      <span className="font-medium">{item.name}</span>
      <time dateTime={item.dueOn} className="text-slate-600">
        {t(overdue ? 'petCare.wasDue' : 'petCare.due', { date: clinicDate(item.dueOn) })}
      </time>
    </li>
  );
}
