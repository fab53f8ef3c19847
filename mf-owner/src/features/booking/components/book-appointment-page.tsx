import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { DEFAULT_MAX_ACTIVE_APPOINTMENTS } from '@vetnow/domain/booking-limits';
import type { Doctor } from '@vetnow/contracts/doctor';
import { formatLkr } from '@vetnow/web-kit/format';
import { addResources } from '@vetnow/web-kit/i18n';
import { BUTTON_BASE, BUTTON_VARIANTS, Button } from '@vetnow/web-kit/ui/button';
import { Card } from '@vetnow/web-kit/ui/card';
import { PageSpinner, Spinner } from '@vetnow/web-kit/ui/spinner';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useParams, useSearchParams } from '@vetnow/web-kit/router';
import en from '../i18n/en.json' with { type: 'json' };
import { clearAnswersState, readDraft, readWizardDraft, writeDraft, writeWizardDraft } from '../../../shared/booking-wizard/wizard-store';
import { newIdempotencyKey } from '@vetnow/web-kit/idempotency-key';
import type { BookingLocationState } from '../../../shared/booking-wizard/navigation';
import { useAvailableSlots, useBookingDoctor } from '../hooks/use-booking-doctor';
import { useSlotHold, type ChosenSlot } from '../hooks/use-slot-hold';
import { bookableDates } from '../../../shared/calendar/bookable-dates';
import { useClosedDays } from '../../../shared/calendar/use-closed-days';
import { useUpcomingCount } from '../hooks/use-upcoming-count';
import { useSavedPets } from '../hooks/use-saved-pets';
import { useSpecializationText } from '../../../shared/terms/terms-texts';
import { useApplyBookingLink } from '../hooks/use-booking-link';
import { readBookingLink, valuesWithLinkedSlot } from './booking-link';
import { BookingSummary } from './booking-summary';
import { DoctorProblem } from './doctor-problem';
import { HoldNotice } from './hold-notice';
import { SelectTimeStep } from './select-time-step';
import { StepIndicator } from './step-indicator';
import type { SlotsState } from './time-slot-picker';
import {
  EMPTY_VALUES,
  WIZARD_STEPS,
  draftFromValues,
  step1Valid,
  step2Errors,
  stepFromParam,
  stepParam,
  valuesFromDraft,
  wizardDraftOf,
  type WizardStep,
  type WizardValues,
} from './wizard-model';
import { PageSection } from '@vetnow/web-kit/ui/page-section';

// The pet step's form (react-hook-form, through the kit's forms) is fetched when a slot is chosen, or when the wizard
// opens on that step, not with the first step (ADR 0097).
const loadPetInfoStep = () => import('./pet-info-step');
const PetInfoStep = lazy(() => loadPetInfoStep().then((m) => ({ default: m.PetInfoStep })));

export const NAMESPACE = 'booking';
addResources(NAMESPACE, en, {
  si: () => import('../i18n/si.json', { with: { type: 'json' } }),
  ta: () => import('../i18n/ta.json', { with: { type: 'json' } }),
});

export type { BookingLocationState };

export interface BookAppointmentPageProps {
  /** "Now" for tomorrow in clinic time — injectable for tests. */
  now?: () => Date;
}

/**
 * The values to start from: the stored draft (complete or not) when it is for this doctor (a back navigation
 * or a reload keeps what was entered), without its slot when the payment screen sent the owner back to choose
 * another, and without a date that is no longer bookable.
 */
function initialValues(doctorId: string, reselectSlot: boolean, minDate: string): WizardValues {
  const draft = readWizardDraft();
  if (!draft || draft.doctorId !== doctorId) return EMPTY_VALUES;
  const values = valuesFromDraft(draft);
  if (values.appointmentDate < minDate) return { ...values, appointmentDate: '', timeSlot: '' };
  return reselectSlot ? { ...values, timeSlot: '' } : values;
}

/**
 * /book-appointment/:doctorId — the three-step wizard: Select Time → Pet Info → Confirm. Each step is a history
 * entry (`?step=2`, `?step=3`), so the browser's Back and Forward move between steps; every change is kept in
 * sessionStorage bookingData, so a reload keeps the step and what was entered. A step whose earlier steps are
 * not complete shows the first incomplete one instead.
 *
 * A "Book now" link of a pet care reminder (issue 38), `?pet=<petId>&reason=<text>`, chooses that saved pet and
 * fills the reason once the owner's pets are known; a waitlist offer (issue 39), `?date=…&time=…`, opens on that
 * date with the slot held for the owner chosen (its hold found in GET /slot-holds/mine, not taken again). The
 * link's parameters then leave the address (the draft keeps what they chose). A day with no free slot offers the
 * waitlist (SelectTimeStep).
 */
export function BookAppointmentPage({ now = () => new Date() }: BookAppointmentPageProps) {
  const { t } = useTranslation(NAMESPACE);
  const { doctorId = '' } = useParams();
  const navigate = useNavigate();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const locationState = location.state as BookingLocationState | null;
  const reselectSlot = locationState?.reselectSlot === true;
  const { min: minDate, max: maxDate } = bookableDates(now());
  const doctor = useBookingDoctor(doctorId);
  const saved = useSavedPets();
  const [link] = useState(() => readBookingLink(searchParams));
  const [entered, setEnteredState] = useState<WizardValues>(() =>
    valuesWithLinkedSlot(initialValues(doctorId, reselectSlot, minDate), link, minDate, maxDate),
  );
  const enteredRef = useRef(entered);
  useEffect(() => {
    enteredRef.current = entered;
  });
  const closedDays = useClosedDays(doctor.status === 'unavailable' ? '' : doctorId, minDate, maxDate);
  const grid = useAvailableSlots(doctorId, doctor.status === 'unavailable' ? '' : entered.appointmentDate);
  // The chosen slot is held for the owner (issue 11); a refusal un-chooses it.
  const hold = useSlotHold(doctorId, { appointmentDate: entered.appointmentDate, timeSlot: entered.timeSlot }, now, (refused: ChosenSlot) => {
    const current = enteredRef.current;
    if (current.appointmentDate === refused.appointmentDate && current.timeSlot === refused.timeSlot) setEntered({ ...current, timeSlot: '' });
  });
  // The grid shows every held slot as unavailable, the owner's own too: theirs is the chosen one. After a reload
  // the grid waits for the owner's hold before it decides whether the chosen slot is still theirs.
  const slots: SlotsState =
    grid.status !== 'ready'
      ? grid
      : hold.loading && entered.timeSlot !== ''
        ? { status: 'loading' }
        : {
            status: 'ready',
            slots: grid.slots.map((s) => (s.isBooked && hold.isMine(entered.appointmentDate, s.time) ? { time: s.time, isBooked: false } : s)),
          };

  /** Every change is saved at once, so a reload keeps it. */
  function setEntered(next: WizardValues) {
    setEnteredState(next);
    const previous = readWizardDraft();
    if (previous?.doctorId !== doctorId) clearAnswersState(); // a new booking starts a new questionnaire
    writeWizardDraft(wizardDraftOf(doctorId, next, previous));
  }
  // A chosen slot that the doctor no longer offers free (booked or held by someone else meanwhile) counts as not chosen.
  const slotFree = slots.status === 'ready' && slots.slots.some((s) => s.time === entered.timeSlot && !s.isBooked);
  // A saved pet that is no longer among the owner's (archived meanwhile) counts as another pet.
  const petKnown = entered.petId === '' || saved.status !== 'ready' || saved.pets.some((p) => p._id === entered.petId);
  const values: WizardValues = {
    ...entered,
    ...(slots.status === 'ready' && !slotFree ? { timeSlot: '' } : {}),
    ...(petKnown ? {} : { petId: '' }),
  };
  const stepHeading = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);

  const specialization = useSpecializationText();
  const stepNames = WIZARD_STEPS.map((s) => t(`steps.${s}`));
  const complete = [
    step1Valid(values, now) && slotFree,
    Object.keys(step2Errors(values)).length === 0,
    doctor.status === 'ready',
  ];
  // The step in the address, unless an earlier step is incomplete (a reload waits for the slots to load
  // before it decides that the chosen slot is gone).
  const requested = stepFromParam(searchParams.get('step'));
  const step1Reachable = step1Valid(values, now) && (slots.status === 'loading' || slotFree);
  const reachable: WizardStep = !step1Reachable ? 0 : !complete[1] ? 1 : 2;
  const step = Math.min(requested, reachable) as WizardStep;
  // The server refuses a booking past MAX_ACTIVE_APPOINTMENTS (409); say so before the questionnaire and payment.
  const upcoming = useUpcomingCount(now);
  const atCap = upcoming !== undefined && upcoming >= DEFAULT_MAX_ACTIVE_APPOINTMENTS;
  const canGoOn = !atCap && complete.slice(0, step + 1).every(Boolean);

  // A link into the wizard ("Book now", a waitlist offer): applied once the owner's pets are known, then taken off the address.
  useApplyBookingLink(link, saved, () => enteredRef.current, setEntered);

  // An address step that cannot be shown (yet) becomes the step shown, without a new entry.
  useEffect(() => {
    if (doctor.status === 'ready' && requested > step && slots.status !== 'loading') {
      void navigate({ search: stepParam(step) }, { replace: true, state: location.state });
    }
  }, [doctor.status, requested, step, slots.status, navigate, location.state]);

  // Moving between steps puts focus on the new step's heading.
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    stepHeading.current?.focus();
  }, [step]);

  function goTo(target: WizardStep) {
    if (target === step + 1) {
      const state: BookingLocationState = { wizardFrom: step };
      void navigate({ search: stepParam(target) }, { state });
    } else if (target === step - 1 && locationState?.wizardFrom === target) {
      void navigate(-1); // back to the entry that Next came from
    } else {
      void navigate({ search: stepParam(target) }, { replace: true });
    }
  }

  function finish(d: Doctor) {
    const previous = readDraft();
    const draft = draftFromValues(d, values, previous, newIdempotencyKey(), now);
    if (!draft) return;
    if (previous?.doctorId !== d._id) clearAnswersState();
    writeDraft(draft);
    void navigate('/diagnosis-questionnaire');
  }

  return (
    <PageSection titleId="booking-title" className="mx-auto max-w-4xl px-4 py-6 sm:py-8" title={t('title')}>
      {doctor.status === 'loading' && <PageSpinner label={t('doctor.loading')} />}
      {(doctor.status === 'unavailable' || doctor.status === 'failed') && <DoctorProblem status={doctor.status} />}

      {doctor.status === 'ready' && (
        <>
          <p className="mt-1 text-slate-600">
            {t('doctor.with', { name: doctor.doctor.fullName, specialization: specialization(doctor.doctor.specialization) })}
            {' · '}
            {t('doctor.fee', { fee: formatLkr(doctor.doctor.consultationFee) })}
          </p>

          {atCap && (
            <div role="alert" className="mt-6 rounded-xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-950">
              <p className="font-semibold">{t('limits.tooManyActive', { max: DEFAULT_MAX_ACTIVE_APPOINTMENTS })}</p>
              <Link to="/appointments" className="mt-2 inline-block font-semibold text-teal-800 underline">
                {t('limits.viewAppointments')}
              </Link>
            </div>
          )}

          <div className="mt-6">
            <StepIndicator steps={stepNames} current={step} label={t('steps.label')} />
          </div>

          <Card className="mt-6">
            <h2 ref={stepHeading} tabIndex={-1} className="mb-4 text-lg font-semibold text-slate-900 focus:outline-none">
              {t('steps.heading', { n: step + 1, total: WIZARD_STEPS.length, name: stepNames[step] })}
            </h2>

            {step === 0 && (
              <SelectTimeStep
                doctor={doctor.doctor}
                values={values}
                minDate={minDate}
                maxDate={maxDate}
                closedDays={closedDays}
                slots={slots}
                hold={hold.view(values)}
                onDate={(date) => {
                  if (date === values.appointmentDate) return;
                  setEntered({ ...values, appointmentDate: date, timeSlot: '' });
                  if (entered.timeSlot) hold.release(); // no slot chosen any more: nothing to hold
                }}
                onSlot={(time) => {
                  void loadPetInfoStep();
                  setEntered({ ...values, timeSlot: time });
                  hold.choose({ appointmentDate: values.appointmentDate, timeSlot: time });
                }}
              />
            )}

            {step === 1 && (
              <Suspense fallback={<Spinner className="flex py-8" />}>
                <PetInfoStep values={values} onChange={setEntered} pets={saved.pets} />
              </Suspense>
            )}

            {step === 2 && <BookingSummary doctor={doctor.doctor} values={values} />}
            {step > 0 && <HoldNotice view={hold.view(values)} />}

            <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-between">
              {step > 0 ? (
                <Button variant="secondary" onClick={() => goTo((step - 1) as WizardStep)}>
                  {t('actions.back')}
                </Button>
              ) : (
                <Link to="/doctors" className={`${BUTTON_BASE} ${BUTTON_VARIANTS.secondary}`}>
                  {t('actions.backToDoctors')}
                </Link>
              )}
              {step < 2 ? (
                <Button disabled={!canGoOn} onClick={() => goTo((step + 1) as WizardStep)}>
                  {t('actions.next')}
                </Button>
              ) : (
                <Button disabled={!canGoOn} onClick={() => finish(doctor.doctor)}>
                  {t('actions.continue')}
                </Button>
              )}
            </div>
          </Card>
        </>
      )}
    </PageSection>
  );
}
