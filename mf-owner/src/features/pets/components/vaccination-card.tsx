import type { PetRecord } from '@vetnow/contracts/pet-care';
import { usePetTexts } from './pet-texts';
import './vaccination-card-print.css';

/**
 * The printable vaccination card: the pet's details, the owner and a table of vaccinations (date, vaccine, batch,
 * next due, doctor), oldest first, in the current language. Not shown on screen (the record shows the same in its
 * timeline); its print stylesheet prints it alone.
 */
export function VaccinationCard({ record, today }: { record: PetRecord; today: string }) {
  const text = usePetTexts();
  const { t } = text;
  const { pet, owner } = record;
  const vaccinations = record.care
    .filter((c) => c.kind === 'vaccination')
    .map((c, index) => ({ c, index }))
    .sort((a, b) => a.c.givenOn.localeCompare(b.c.givenOn) || b.index - a.index)
    .map(({ c }) => c);
  const age = text.age(pet);
  const details: Array<[string, string]> = [
    [t('record.print.pet'), pet.name],
    [t('fields.species'), text.species(pet.species)],
    ...(pet.breed ? ([[t('fields.breed'), pet.breed]] as Array<[string, string]>) : []),
    [t('fields.sex'), text.sex(pet.sex)],
    ...(pet.dateOfBirth && !pet.dateOfBirthEstimated ? ([[t('fields.dateOfBirth'), text.date(pet.dateOfBirth)]] as Array<[string, string]>) : []),
    ...(age ? ([[t('fields.age'), age]] as Array<[string, string]>) : []),
    ...(pet.microchipNumber ? ([[t('fields.microchip'), pet.microchipNumber]] as Array<[string, string]>) : []),
    ...(pet.colourMarkings ? ([[t('fields.colourMarkings'), pet.colourMarkings]] as Array<[string, string]>) : []),
    [t('record.print.owner'), owner.fullName],
    ...(owner.contactNumber ? ([[t('record.print.contact'), owner.contactNumber]] as Array<[string, string]>) : []),
  ];

  return (
    <section aria-labelledby="vaccination-card-title" data-testid="vaccination-card" className="vn-vaccination-card vn-print-only hidden bg-white p-6 text-slate-900">
      <p className="text-sm font-semibold text-teal-800">VetNow</p>
      <h2 id="vaccination-card-title" className="text-2xl font-bold">
        {t('record.print.title')}
      </h2>
      <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        {details.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-medium">{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {vaccinations.length === 0 ? (
        <p className="mt-4 text-sm">{t('record.print.none')}</p>
      ) : (
        <table className="mt-4 w-full border-collapse text-left text-sm">
          <caption className="sr-only">{t('record.print.title')}</caption>
          <thead>
            <tr>
              {(['date', 'vaccine', 'batch', 'nextDue', 'doctor'] as const).map((column) => (
                <th key={column} scope="col" className="border-b border-slate-400 py-1 pr-2">
                  {t(`record.print.${column}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {vaccinations.map((v) => (
              <tr key={v._id}>
                <td className="border-b border-slate-200 py-1 pr-2">{text.date(v.givenOn)}</td>
                <td className="border-b border-slate-200 py-1 pr-2">{v.name}</td>
                <td className="border-b border-slate-200 py-1 pr-2">{v.batchNumber}</td>
                <td className="border-b border-slate-200 py-1 pr-2">{v.nextDueOn ? text.date(v.nextDueOn) : ''}</td>
                <td className="border-b border-slate-200 py-1 pr-2">{v.doctor?.fullName ?? ''}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <p className="mt-4 text-xs">{t('record.print.printedOn', { date: text.date(today) })}</p>
    </section>
  );
}
