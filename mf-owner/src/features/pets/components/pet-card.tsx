import type { ReactNode } from 'react';
import type { PetProfile } from '@vetnow/contracts/pet-care';
import { Link } from '@vetnow/web-kit/router';
import { BUTTON_BASE, BUTTON_VARIANTS, Button } from '@vetnow/web-kit/ui/button';
import { DueBadges } from './due-badges';
import { usePetTexts } from './pet-texts';

export interface PetCardProps {
  pet: PetProfile;
  onEdit?: (pet: PetProfile) => void;
  onArchive?: (pet: PetProfile) => void;
  onRestore?: (pet: PetProfile) => void;
  /** The pet's name is a heading of this level (its "What is due" one level below). */
  headingLevel?: 2 | 3;
}

/**
 * One pet on My Pets: name, species, breed, sex, age ("about 3 years" when estimated), latest weight, microchip
 * (when recorded) and what is due as badges; a link to the health record, Edit and Archive (Bring back when archived).
 */
export function PetCard({ pet, onEdit, onArchive, onRestore, headingLevel = 2 }: PetCardProps) {
  const Heading = `h${headingLevel}` as const;
  const SubHeading = `h${headingLevel + 1}` as 'h3' | 'h4';
  const text = usePetTexts();
  const { t } = text;
  const age = text.age(pet);
  const rows: Array<[string, ReactNode]> = [
    [t('fields.species'), text.species(pet.species)],
    ...(pet.breed ? ([[t('fields.breed'), pet.breed]] as Array<[string, ReactNode]>) : []),
    [t('fields.sex'), text.sex(pet.sex)],
    ...(age ? ([[t('fields.age'), age]] as Array<[string, ReactNode]>) : []),
    ...(pet.latestWeightKg !== null ? ([[t('fields.weight'), text.weight(pet.latestWeightKg)]] as Array<[string, ReactNode]>) : []),
    ...(pet.microchipNumber ? ([[t('fields.microchip'), pet.microchipNumber]] as Array<[string, ReactNode]>) : []),
  ];
  const archived = pet.archivedAt !== null;

  return (
    <article aria-labelledby={`pet-${pet._id}-name`} className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <Heading id={`pet-${pet._id}-name`} className="text-lg font-semibold text-slate-900">
        {pet.name}
      </Heading>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-slate-600">{label}</dt>
            <dd className="break-words text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      {!archived && (
        <div>
          <SubHeading className="mb-1 text-sm font-medium text-slate-800">{t('card.due')}</SubHeading>
          <DueBadges due={pet.due} label={t('card.due')} />
        </div>
      )}
      <div className="mt-auto flex flex-wrap gap-2">
        <Link to={`/pets/${encodeURIComponent(pet._id)}`} aria-label={t('card.recordLabel', { name: pet.name })} className={`${BUTTON_BASE} ${BUTTON_VARIANTS.primary}`}>
          {t('card.record')}
        </Link>
        {!archived && onEdit && (
          <Button variant="secondary" aria-label={t('card.editLabel', { name: pet.name })} onClick={() => onEdit(pet)}>
            {t('card.edit')}
          </Button>
        )}
        {!archived && onArchive && (
          <Button variant="ghost" aria-label={t('card.archiveLabel', { name: pet.name })} onClick={() => onArchive(pet)}>
            {t('card.archive')}
          </Button>
        )}
        {archived && onRestore && (
          <Button variant="secondary" aria-label={t('card.restoreLabel', { name: pet.name })} onClick={() => onRestore(pet)}>
            {t('card.restore')}
          </Button>
        )}
      </div>
    </article>
  );
}
