import { useState, type ReactNode } from 'react';
import { API } from '@vetnow/contracts/api';
import { clinicToday } from '@vetnow/domain/clinic-time';
import type { PetRecord } from '@vetnow/contracts/pet-care';
import { useApiQuery } from '@vetnow/web-kit/queries';
import { Link, useParams } from '@vetnow/web-kit/router';
import { BUTTON_BASE, BUTTON_VARIANTS, Button } from '@vetnow/web-kit/ui/button';
import { Card } from '@vetnow/web-kit/ui/card';
import { PageSpinner } from '@vetnow/web-kit/ui/spinner';
import { AddWeightModal } from './add-weight-modal';
import { DueBadges } from './due-badges';
import { HealthTimeline } from './health-timeline';
import { usePetTexts } from './pet-texts';
import { bookNowHref, timelineOf } from './timeline-model';
import { VaccinationCard } from './vaccination-card';
import { WeightChart } from './weight-chart';
import { LoadFailed } from '@vetnow/web-kit/ui/load-failed';

export interface PetRecordPageProps {
  /** "Now" for the weight form and the card's print date — injectable for tests. */
  now?: () => Date;
}

const realNow = () => new Date();

/** A refusal that means "no such pet of yours" (the server never tells whose pet it is). */
function isNotFound(error: unknown): boolean {
  const { status, code } = (error ?? {}) as { status?: unknown; code?: unknown };
  return status === 404 || code === 'PET_NOT_FOUND' || code === 'PET_INVALID_ID';
}

function BackLink() {
  const { t } = usePetTexts();
  return (
    <Link to="/pets" className="inline-flex min-h-11 items-center text-sm font-medium text-teal-800 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-teal-600">
      <span aria-hidden="true" className="mr-1">
        ←
      </span>
      {t('record.back')}
    </Link>
  );
}

/** The record's page: the way back to My Pets above the title (unless the page ends with its own). */
function Page({ title, back = true, children }: { title: ReactNode; back?: boolean; children: ReactNode }) {
  return (
    <section aria-labelledby="pet-record-title" className="mx-auto w-full max-w-5xl px-4 py-6 sm:py-8">
      {back && <BackLink />}
      <h1 id="pet-record-title" className="mt-2 text-2xl font-bold text-slate-900 sm:text-3xl">
        {title}
      </h1>
      {children}
    </section>
  );
}

/**
 * /pets/:petId — the pet's health record (issue 38): the profile, what is due with "Book now", the health timeline,
 * the weight chart with "Add weight", and "Print vaccination card". A pet that is not the owner's (404) says so
 * with a way back to My Pets.
 */
export function PetRecordPage({ now = realNow }: PetRecordPageProps) {
  const { t } = usePetTexts();
  const { petId = '' } = useParams();
  const record = useApiQuery(API.pets.get, { params: { id: petId } }, { enabled: petId !== '', meta: { errorLog: 'Pet record could not be loaded' } });

  if (record.data) return <PetRecordView record={record.data} now={now} />;
  if (record.isError && isNotFound(record.error)) {
    return (
      <Page title={t('record.notFound.title')} back={false}>
        <p className="mt-2 text-slate-700">{t('record.notFound.text')}</p>
        <Link to="/pets" className={`${BUTTON_BASE} ${BUTTON_VARIANTS.primary} mt-4`}>
          {t('record.back')}
        </Link>
      </Page>
    );
  }
  if (record.isError) {
    return (
      <Page title={t('card.record')}>
        <LoadFailed className="mt-4" message={t('record.loadFailed')} retryLabel={t('retry')} onRetry={() => void record.refetch()} />
      </Page>
    );
  }
  return <PageSpinner />;
}

function PetRecordView({ record, now }: { record: PetRecord; now: () => Date }) {
  const text = usePetTexts();
  const { t } = text;
  const { pet } = record;
  const [weighing, setWeighing] = useState(false);
  const archived = pet.archivedAt !== null;
  const age = text.age(pet);
  const facts: Array<[string, string]> = [
    [t('fields.species'), text.species(pet.species)],
    ...(pet.breed ? ([[t('fields.breed'), pet.breed]] as Array<[string, string]>) : []),
    [t('fields.sex'), text.sex(pet.sex)],
    [t('fields.neutered'), text.neutered(pet.neutered)],
    ...(age ? ([[t('fields.age'), age]] as Array<[string, string]>) : []),
    ...(pet.latestWeightKg !== null ? ([[t('fields.weight'), text.weight(pet.latestWeightKg)]] as Array<[string, string]>) : []),
    ...(pet.microchipNumber ? ([[t('fields.microchip'), pet.microchipNumber]] as Array<[string, string]>) : []),
    ...(pet.colourMarkings ? ([[t('fields.colourMarkings'), pet.colourMarkings]] as Array<[string, string]>) : []),
    [t('record.owner'), record.owner.fullName],
  ];

  return (
    <Page title={pet.name}>
      <div className="mt-2 flex flex-wrap gap-2 print:hidden">
        <Button variant="secondary" onClick={() => window.print()}>
          {t('record.print.button')}
        </Button>
      </div>
      {archived && <p className="mt-4 rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">{t('record.archivedNote', { name: pet.name })}</p>}
      <div className="mt-6 grid grid-cols-1 gap-6 lg:grid-cols-2">
        <Card>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
            {facts.map(([label, value]) => (
              <div key={label} className="contents">
                <dt className="text-slate-600">{label}</dt>
                <dd className="break-words text-slate-900">{value}</dd>
              </div>
            ))}
          </dl>
        </Card>
        <Card title={t('record.due.title')}>
          {pet.due.length === 0 ? (
            <p className="text-sm text-slate-600">{t('record.due.none')}</p>
          ) : (
            <>
              <DueBadges due={pet.due} label={t('record.due.title')} />
              {!archived && (
                <Link
                  to={bookNowHref(pet._id, record.lastDoctorId)}
                  aria-label={t('record.due.bookNowLabel', { name: pet.name })}
                  className={`${BUTTON_BASE} ${BUTTON_VARIANTS.primary} mt-4`}
                >
                  {t('record.due.bookNow')}
                </Link>
              )}
            </>
          )}
        </Card>
        <Card
          title={t('record.weight.title')}
          className="lg:col-span-2"
          actions={
            !archived && (
              <Button variant="secondary" onClick={() => setWeighing(true)}>
                {t('record.weight.add')}
              </Button>
            )
          }
        >
          <WeightChart petName={pet.name} weights={record.weights} />
        </Card>
        <Card title={t('record.timeline.title')} className="lg:col-span-2">
          <HealthTimeline entries={timelineOf(record)} />
        </Card>
      </div>
      <VaccinationCard record={record} today={clinicToday(now())} />
      {weighing && <AddWeightModal pet={pet} now={now} onClose={() => setWeighing(false)} />}
    </Page>
  );
}
