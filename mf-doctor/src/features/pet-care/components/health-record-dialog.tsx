import type { CareRecord, PetRecord } from '@vetnow/contracts/pet-care';
import { API } from '@vetnow/web-kit/api';
import { formatClinicDate, formatNumber, formatSlotTime } from '@vetnow/web-kit/format';
import { useApiQuery } from '@vetnow/web-kit/queries';
import { Badge } from '@vetnow/web-kit/ui/badge';
import { Button, RowButton } from '@vetnow/web-kit/ui/button';
import { Modal } from '@vetnow/web-kit/ui/modal';
import { PhoneLink } from '@vetnow/web-kit/ui/phone-link';
import { Spinner } from '@vetnow/web-kit/ui/spinner';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PET_CARE_NS } from '../i18n/doctor-pet-care-i18n';
import { DueBadge } from './due-badges';

/** "Health record" beside a patient: opens the pet's record (its accessible name says whose). */
export function HealthRecordButton({ petId, petName }: { petId: string; petName: string }) {
  const { t } = useTranslation(PET_CARE_NS);
  const [open, setOpen] = useState(false);
  return (
    <>
      <RowButton aria-label={t('record.openFor', { pet: petName })} onClick={() => setOpen(true)}>
        {t('record.open')}
      </RowButton>
      {open && <HealthRecordDialog petId={petId} petName={petName} onClose={() => setOpen(false)} />}
    </>
  );
}

/**
 * The pet's health record (GET /pets/:id): the profile and owner, what is due, vaccinations, deworming and tick/flea
 * treatments, prescriptions, weights and past visits, newest first.
 */
export function HealthRecordDialog({ petId, petName, onClose }: { petId: string; petName: string; onClose: () => void }) {
  const { t } = useTranslation(PET_CARE_NS);
  const record = useApiQuery(API.pets.get, { params: { id: petId } }, { meta: { errorLog: 'Pet record could not be loaded' } });
  return (
    <Modal
      open
      title={t('record.title', { pet: record.data?.pet.name ?? petName })}
      onClose={onClose}
      footer={
        <Button variant="secondary" onClick={onClose}>
          {t('record.close')}
        </Button>
      }
    >
      {record.isSuccess ? (
        <RecordView record={record.data} />
      ) : record.isError ? (
        <div role="alert" className="flex flex-col items-start gap-2 text-sm">
          <p>{t('record.failed')}</p>
          <Button variant="secondary" onClick={() => void record.refetch()}>
            {t('record.retry')}
          </Button>
        </div>
      ) : (
        <Spinner label={t('record.loading')} />
      )}
    </Modal>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id}>
      <h3 id={id} className="mb-2 text-base font-semibold text-slate-900">
        {title}
      </h3>
      {children}
    </section>
  );
}

function Row({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-slate-500">{label}</dt>
      <dd className="break-words text-slate-900">{children}</dd>
    </div>
  );
}

const LIST = 'divide-y divide-slate-100';
const ITEM = 'py-2';

function RecordView({ record }: { record: PetRecord }) {
  const { t } = useTranslation(PET_CARE_NS);
  const { pet, owner } = record;
  const vaccinations = record.care.filter((c) => c.kind === 'vaccination');
  const treatments = record.care.filter((c) => c.kind !== 'vaccination');
  const none = <p className="text-slate-600">{t('record.none')}</p>;
  const notKnown = t('record.notKnown');
  const kg = (weight: number) => t('record.kg', { weight: formatNumber(weight, undefined, { maximumFractionDigits: 2 }) });

  return (
    <div className="flex flex-col gap-5 text-sm">
      <Section title={t('record.profile')}>
        {pet.archivedAt && (
          <p className="mb-2">
            <Badge>{t('record.archived')}</Badge>
          </p>
        )}
        <dl className="grid grid-cols-1 gap-x-6 gap-y-2 sm:grid-cols-2">
          <Row label={t('record.species')}>{t(`species.${pet.species}`)}</Row>
          <Row label={t('record.breed')}>{pet.breed || notKnown}</Row>
          <Row label={t('record.sex')}>{t(`record.sexes.${pet.sex}`)}</Row>
          <Row label={t('record.neutered')}>{pet.neutered === null ? notKnown : pet.neutered ? t('record.yes') : t('record.no')}</Row>
          <Row label={t('record.born')}>
            {pet.dateOfBirth
              ? `${pet.dateOfBirthEstimated ? t('record.bornEstimated', { date: formatClinicDate(pet.dateOfBirth) }) : formatClinicDate(pet.dateOfBirth)}${
                  pet.ageYears === null ? '' : ` · ${t('record.age', { count: pet.ageYears })}`
                }`
              : notKnown}
          </Row>
          <Row label={t('record.microchip')}>{pet.microchipNumber || notKnown}</Row>
          <Row label={t('record.colour')}>{pet.colourMarkings || notKnown}</Row>
          <Row label={t('record.latestWeight')}>{pet.latestWeightKg === null ? notKnown : kg(pet.latestWeightKg)}</Row>
          <Row label={t('record.owner')}>{owner.fullName}</Row>
          <Row label={t('record.contact')}>
            <PhoneLink value={owner.contactNumber} />
          </Row>
        </dl>
      </Section>

      <Section title={t('record.dueTitle')}>
        {pet.due.length === 0 ? (
          <p className="text-slate-600">{t('record.noDue')}</p>
        ) : (
          <ul className="flex flex-wrap gap-1.5">
            {pet.due.map((item) => (
              <li key={item.key}>
                <DueBadge item={item} />
              </li>
            ))}
          </ul>
        )}
      </Section>

      <Section title={t('record.vaccinations')}>{vaccinations.length === 0 ? none : <CareList records={vaccinations} />}</Section>
      <Section title={t('record.treatments')}>{treatments.length === 0 ? none : <CareList records={treatments} />}</Section>

      <Section title={t('record.prescriptions')}>
        {record.prescriptions.length === 0 ? (
          none
        ) : (
          <ul className={LIST}>
            {record.prescriptions.map((p) => (
              <li key={p._id} className={ITEM}>
                <p className="font-semibold text-slate-900">{p.medicine}</p>
                <p>{t('record.dose', { dose: p.dose, duration: p.duration })}</p>
                {p.notes && <p className="text-slate-700">{p.notes}</p>}
                <p className="text-slate-600">
                  {t('record.prescribed', { date: formatClinicDate(p.prescribedOn) })}
                  {p.doctor && ` · ${t('record.by', { doctor: p.doctor.fullName })}`}
                </p>
              </li>
            ))}
          </ul>
        )}
      </Section>

      <Section title={t('record.weights')}>
        {record.weights.length === 0 ? (
          none
        ) : (
          <ul className={LIST}>
            {record.weights.map((w, i) => (
              <li key={`${w.recordedOn}-${i}`} className={`${ITEM} flex flex-wrap justify-between gap-2`}>
                <span>{formatClinicDate(w.recordedOn)}</span>
                <span className="font-semibold text-slate-900">{kg(w.weightKg)}</span>
                <span className="text-slate-600">{t(`record.sources.${w.source}`)}</span>
              </li>
            ))}
          </ul>
        )}
      </Section>

      <Section title={t('record.visits')}>
        {record.visits.length === 0 ? (
          none
        ) : (
          <ul className={LIST}>
            {record.visits.map((v) => (
              <li key={v._id} className={ITEM}>
                <p className="font-semibold text-slate-900">
                  {t('record.visitWhen', { date: formatClinicDate(v.appointmentDate), time: formatSlotTime(v.timeSlot) })}{' '}
                  <Badge>{t(`record.statuses.${v.status}`, { defaultValue: v.status })}</Badge>
                </p>
                <p className="text-slate-700">
                  {v.reason} · {v.doctor.fullName}
                </p>
                {(v.diagnosis || v.recommendations.length > 0 || v.notes) && (
                  <dl className="mt-1 grid gap-1">
                    {v.diagnosis && <Row label={t('record.diagnosis')}>{v.diagnosis}</Row>}
                    {v.recommendations.length > 0 && (
                      <Row label={t('record.recommendations')}>
                        <ul className="list-disc pl-5">
                          {v.recommendations.map((r, i) => (
                            <li key={i}>{r}</li>
                          ))}
                        </ul>
                      </Row>
                    )}
                    {v.notes && <Row label={t('record.notes')}>{v.notes}</Row>}
                  </dl>
                )}
              </li>
            ))}
          </ul>
        )}
      </Section>
    </div>
  );
}

function CareList({ records }: { records: readonly CareRecord[] }) {
  const { t } = useTranslation(PET_CARE_NS);
  return (
    <ul className={LIST}>
      {records.map((r) => (
        <li key={r._id} className={ITEM}>
          <p className="font-semibold text-slate-900">
            {r.name}
            {r.kind !== 'vaccination' && <span className="font-normal text-slate-600"> · {t(`kinds.${r.kind}`)}</span>}
          </p>
          <p>
            {t('record.given', { date: formatClinicDate(r.givenOn) })}
            {r.batchNumber && ` · ${t('record.batch', { batch: r.batchNumber })}`}
            {r.doctor && ` · ${t('record.by', { doctor: r.doctor.fullName })}`}
          </p>
          <p className="text-slate-600">{r.nextDueOn ? t('record.nextDue', { date: formatClinicDate(r.nextDueOn) }) : t('record.noNextDue')}</p>
        </li>
      ))}
    </ul>
  );
}
