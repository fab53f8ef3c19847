import type { Appointment } from '@vetnow/contracts/appointment';
import { deskBookRequestSchema, type CallerOwner, type DeskPaymentChoice } from '@vetnow/contracts/callers';
import { useQueryClient } from '@tanstack/react-query';
import { API } from '@vetnow/web-kit/api';
import { errorCodeOf, errorText } from '@vetnow/web-kit/errors';
import { applyServerErrors, useZodForm } from '@vetnow/web-kit/forms';
import { Button } from '@vetnow/web-kit/ui/button';
import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CALLERS_NS } from '../i18n/callers-i18n';
import { NEW_PET, emptyBooking, type DeskBookForm } from './booking-form-values';
import { DetailsStep } from './details-step';
import { AlertNotice } from './notices';
import { ANOTHER_PET, PetStep, type PetChoice } from './pet-step';
import { SlotStep } from './slot-step';
import { useBookForCaller, useOwnerPets } from './use-callers';
import { useIdempotencyKeys } from './use-idempotency-keys';

/** Refusals that mean the chosen slot went to someone else meanwhile: the choice is cleared and the slots read again. */
const SLOT_GONE = new Set(['BOOKING_SLOT_TAKEN', 'BOOKING_SLOT_HELD']);

export interface BookedVisit {
  appointment: Appointment;
  owner: CallerOwner;
  payment: DeskPaymentChoice;
}

export interface BookingFormProps {
  owner: CallerOwner;
  /** A caller the desk has just created: no saved pets to ask for. */
  newCaller?: boolean;
  onBooked: (booked: BookedVisit) => void;
}

/**
 * A new caller's pets: none. They are not asked for: svc-booking learns of the account from svc-auth's event, so for
 * a moment it would answer 404 for an owner it does not know yet.
 */
const NO_PETS = { data: [], isPending: false, isError: false, error: null } as const;

/**
 * Steps 2 to 4 and Book, for the chosen owner: checked with the contract's `deskBookRequestSchema` (each message at
 * its field) and sent as POST /desk/appointments. A saved pet is sent by its id with its name and type; another pet
 * by what was typed. A refusal is shown by its code above Book (the no-show rule's at the payment choice); a slot
 * taken or held meanwhile clears the choice and reads the slots again. The same booking sent again (Book pressed
 * after an answer was lost) carries the same Idempotency-Key, so it books once; a changed booking gets a new key.
 */
export function BookingForm({ owner, newCaller = false, onBooked }: BookingFormProps) {
  const { t } = useTranslation(CALLERS_NS);
  const client = useQueryClient();
  const schema = useMemo(() => deskBookRequestSchema(() => new Date(), null), []);
  const zodForm = useZodForm(schema, { defaultValues: emptyBooking(owner._id) });
  const form = zodForm as unknown as DeskBookForm;
  const ownerPets = useOwnerPets(owner._id, !newCaller);
  const pets = newCaller ? NO_PETS : ownerPets;
  const book = useBookForCaller();
  const [picked, setPicked] = useState<PetChoice | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const keyFor = useIdempotencyKeys();
  // The first saved pet until the desk picks; "Another pet" when the owner has none.
  const choice = picked ?? pets.data?.[0]?._id ?? ANOTHER_PET;

  const pick = (next: PetChoice) => {
    if (next === ANOTHER_PET && choice !== ANOTHER_PET) form.setValue('pet', { ...NEW_PET });
    setPicked(next);
  };

  const submit = zodForm.handleSubmit(async (body) => {
    setFailure(null);
    try {
      const appointment = await book.mutateAsync({ body, headers: { 'Idempotency-Key': keyFor(body) } });
      onBooked({ appointment, owner, payment: body.payment });
    } catch (error) {
      if (SLOT_GONE.has(errorCodeOf(error) ?? '')) {
        form.setValue('timeSlot', '');
        void client.invalidateQueries({ queryKey: [API.clinic.getSlots.name] });
      }
      // The no-show rule refuses pay at the clinic: said at the payment choice.
      if (!applyServerErrors(form, error, { BOOKING_CARD_REQUIRED: 'payment' })) setFailure(errorText(error, t('bookFailed')));
    }
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const saved = pets.data?.find((pet) => pet._id === choice);
    form.setValue('petId', saved?._id ?? '');
    if (saved) form.setValue('pet', { name: saved.name, type: saved.type, breed: saved.breed });
    void submit(event);
  };

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-8">
      <PetStep form={form} pets={pets} choice={choice} onChoice={pick} />
      <SlotStep form={form} owner={owner} />
      <DetailsStep form={form} />
      <div className="flex flex-col gap-3">
        <AlertNotice>{failure}</AlertNotice>
        <div>
          <Button type="submit" busy={zodForm.formState.isSubmitting} className="w-full sm:w-auto">
            {t('book')}
          </Button>
        </div>
      </div>
    </form>
  );
}
