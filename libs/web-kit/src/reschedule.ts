import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Appointment } from '@vetnow/contracts/appointment';
import { API } from '@vetnow/web-kit/api';
import { errorText } from '@vetnow/web-kit/errors';
import { useApiMutation } from '@vetnow/web-kit/queries';
import { notify } from '@vetnow/web-kit/toaster';

export interface RescheduleMoveOptions {
  /** The appointment's `_id`. */
  appointmentId: string;
  /** The toast after the move, from the appointment as moved. */
  successText: (moved: Appointment) => string;
  /** The text of a refusal without a code of its own. */
  failedText: string;
  /** After the move (the dialog closes). */
  onMoved: () => void;
}

/** What a reschedule dialog keeps between renders: the date and slot chosen, the refusal shown, the move itself. */
export interface RescheduleMove {
  date: string;
  time: string;
  failure: string | null;
  pending: boolean;
  /** Another date: the slot chosen and the refusal shown go. */
  pickDate: (date: string) => void;
  pickTime: (time: string) => void;
  /** PUT /appointments/:id/reschedule with the date and slot chosen (the caller checks the slot is still free). */
  submit: () => void;
}

/**
 * The move both reschedule dialogs (the owner's, the admin's) make (contract booking.reschedule): success → toast
 * and `onMoved` (the mutation invalidates the lists); a refusal is kept to be shown by its code in the dialog, and
 * on 409 (the slot was just taken, the day closed…) the slots are read again and the choice cleared.
 */
export function useRescheduleMove({
  appointmentId,
  successText,
  failedText,
  onMoved,
}: RescheduleMoveOptions): RescheduleMove {
  const client = useQueryClient();
  const [date, setDate] = useState('');
  const [time, setTime] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const move = useApiMutation(API.booking.reschedule);

  function submit() {
    setFailure(null);
    move.mutate(
      { params: { id: appointmentId }, body: { appointmentDate: date, timeSlot: time } },
      {
        onSuccess: ({ appointment: moved }) => {
          notify.success(successText(moved));
          onMoved();
        },
        onError: (error) => {
          setFailure(errorText(error, failedText));
          if ((error as { status?: unknown }).status === 409) {
            setTime('');
            void client.invalidateQueries({ queryKey: [API.clinic.getSlots.name] });
          }
        },
      },
    );
  }

  return {
    date,
    time,
    failure,
    pending: move.isPending,
    pickDate: (next) => {
      setDate(next);
      setTime('');
      setFailure(null);
    },
    pickTime: (next) => {
      setTime(next);
      setFailure(null);
    },
    submit,
  };
}
