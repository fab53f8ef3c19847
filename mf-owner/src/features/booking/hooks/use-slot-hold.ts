import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { API } from '@vetnow/contracts/api';
import type { SlotHold } from '@vetnow/contracts/appointment';
import { errorText } from '@vetnow/web-kit/errors';
import { apiQuery, useApiMutation, useApiQuery } from '@vetnow/web-kit/queries';
import { notify } from '@vetnow/web-kit/toaster';
import { useTranslation } from 'react-i18next';
import { holdCovers, noteHoldGone, noteHoldTaken, releaseHold } from '../../../shared/booking-wizard/slot-hold';
import { useHoldReleaseOnLeave } from '../../../shared/booking-wizard/use-hold-release';

/** The slot the wizard has chosen ('' when none). */
export interface ChosenSlot {
  appointmentDate: string;
  timeSlot: string;
}

/** What the wizard shows near its chosen slot. */
export type HoldView =
  | { status: 'none' }
  | { status: 'holding' }
  | { status: 'held'; hold: SlotHold }
  | { status: 'expired' };

export interface WizardSlotHold {
  /** True until GET /slot-holds/mine answered (after a reload the chosen slot may be this owner's hold). */
  loading: boolean;
  /** True when this owner holds `time` on `date` with this doctor (and the hold is live). */
  isMine: (date: string, time: string) => boolean;
  /** Holds the slot (PUT /slot-holds/mine, replacing the owner's previous hold). */
  choose: (slot: ChosenSlot) => void;
  /** Releases the owner's hold (the wizard's date changed: no slot chosen any more). */
  release: () => void;
  /** The chosen slot's hold, for the notice. */
  view: (slot: ChosenSlot) => HoldView;
}

const ownHoldKey = apiQuery(API.booking.ownSlotHold).queryKey;

/** An answer saying this slot cannot be had (taken, held by someone else, closed, off the grid…). */
const isRefusal = (error: unknown) => {
  const status = (error as { status?: unknown } | null)?.status;
  return status === 409 || status === 400;
};

/**
 * The owner's slot hold in the wizard (issue 11). Choosing a slot holds it; a refusal (409: another owner holds or
 * booked it, the clinic closed…) is shown by its code, the slot grid is asked again and `onRefused` un-chooses it;
 * any other failure leaves the slot chosen but not held (the booking itself still checks it). After a reload the
 * chosen slot is found again in GET /slot-holds/mine, or held again. The hold is released when the owner leaves
 * the booking flow (useHoldReleaseOnLeave) or picks another date; the hold ends by itself after SLOT_HOLD_MINUTES,
 * and the wizard then says so (no silent renewal: choosing the slot again holds it again).
 */
export function useSlotHold(doctorId: string, chosen: ChosenSlot, now: () => Date, onRefused: (slot: ChosenSlot) => void): WizardSlotHold {
  const { t } = useTranslation('booking');
  const client = useQueryClient();
  const own = useApiQuery(API.booking.ownSlotHold, undefined, { enabled: doctorId !== '' });
  const [pending, setPending] = useState<string | null>(null);
  /** The chosen slot already held (or tried): the reload check does not hold it again. */
  const attempted = useRef<string | null>(null);
  const latest = useRef(0);
  const onRefusedRef = useRef(onRefused);
  const nowRef = useRef(now);
  useEffect(() => {
    onRefusedRef.current = onRefused;
    nowRef.current = now;
  });
  useHoldReleaseOnLeave();

  const { mutateAsync: putHold } = useApiMutation(API.booking.holdSlot, {
    onSuccess: (answer) => {
      noteHoldTaken();
      client.setQueryData(ownHoldKey, answer);
    },
  });
  const hold = own.data?.hold ?? null;
  // The last hold seen: once it expired the server answers none, and the wizard still says that it expired.
  const [known, setKnown] = useState<SlotHold | null>(null);
  useEffect(() => {
    if (hold) setKnown(hold);
  }, [hold]);
  const last = hold ?? known;
  const keyOf = (slot: ChosenSlot) => `${doctorId}|${slot.appointmentDate}|${slot.timeSlot}`;
  const covers = (slot: ChosenSlot) => holdCovers(hold, { doctorId, ...slot }, now());

  const choose = useCallback(
    (slot: ChosenSlot) => {
      const key = `${doctorId}|${slot.appointmentDate}|${slot.timeSlot}`;
      attempted.current = key;
      const request = ++latest.current;
      setPending(key);
      putHold({ body: { doctorId, appointmentDate: slot.appointmentDate, timeSlot: slot.timeSlot } })
        .then(() => {
          // The date changed while the hold was being taken: no slot is chosen, so it is released at once.
          if (request !== latest.current && attempted.current === null) releaseRef.current();
        })
        .catch((error: unknown) => {
          if (request !== latest.current || !isRefusal(error)) return;
          notify.error(errorText(error, t('hold.failed')));
          void client.invalidateQueries({ queryKey: [API.clinic.getSlots.name] });
          onRefusedRef.current(slot);
        })
        .finally(() => {
          if (request === latest.current) setPending(null);
        });
    },
    [client, doctorId, putHold, t],
  );

  const releaseRef = useRef(() => {});
  const release = useCallback(() => {
    latest.current++;
    attempted.current = null;
    setPending(null);
    setKnown(null);
    void releaseHold().then((released) => {
      if (!released) return;
      client.setQueryData(ownHoldKey, { hold: null });
      void client.invalidateQueries({ queryKey: [API.clinic.getSlots.name] });
    });
  }, [client]);
  useEffect(() => {
    releaseRef.current = release;
  }, [release]);

  // A chosen slot restored after a reload: this owner's live hold, or held again now.
  const answered = own.isSuccess || own.isError;
  const chosenKey = chosen.timeSlot && chosen.appointmentDate ? keyOf(chosen) : null;
  const chosenHeld = chosenKey !== null && covers(chosen);
  useEffect(() => {
    if (!answered || chosenKey === null || attempted.current === chosenKey) return;
    if (chosenHeld) {
      attempted.current = chosenKey;
      noteHoldTaken();
    } else {
      choose(chosen);
    }
    // `chosen` is read through its key: the effect runs again when the chosen slot changes.
  }, [answered, chosenKey, chosenHeld, choose]);

  // When the hold runs out: the notice says so, and the slot grid is read again (an expired hold blocks nobody,
  // so the grid shows the slot free again, unless someone else took it meanwhile).
  const [, setTick] = useState(0);
  const expiresAt = last ? Date.parse(last.expiresAt) : NaN;
  useEffect(() => {
    if (!Number.isFinite(expiresAt)) return;
    const left = expiresAt - nowRef.current().getTime();
    if (left <= 0) return;
    const timer = setTimeout(() => {
      noteHoldGone();
      setTick((n) => n + 1);
      void client.invalidateQueries({ queryKey: [API.clinic.getSlots.name] });
    }, left);
    return () => clearTimeout(timer);
  }, [expiresAt, client]);

  return {
    loading: doctorId !== '' && !answered,
    isMine: (date, time) => covers({ appointmentDate: date, timeSlot: time }),
    choose,
    release,
    view: (slot) => {
      if (!slot.timeSlot) return { status: 'none' };
      if (pending === keyOf(slot)) return { status: 'holding' };
      if (covers(slot)) return { status: 'held', hold: hold! };
      const same = last && last.doctorId === doctorId && last.appointmentDate === slot.appointmentDate && last.timeSlot === slot.timeSlot;
      return same ? { status: 'expired' } : { status: 'none' };
    },
  };
}
