import type { ComponentType, ReactNode } from 'react';
import type { Appointment } from '@vetnow/contracts/appointment';
import type { RescheduleMove } from '@vetnow/web-kit/reschedule';
import { Button } from '@vetnow/web-kit/ui/button';
import { Modal } from '@vetnow/web-kit/ui/modal';

export interface RescheduleModalProps {
  /** The move (`useRescheduleMove`): its refusal is shown, its pending state holds the dialog open. */
  move: RescheduleMove;
  /** The slot chosen is still free: Confirm is enabled. */
  canConfirm: boolean;
  onClose: () => void;
  title: string;
  /** The appointment as it is now. */
  description: string;
  keepLabel: string;
  confirmLabel: string;
  /** The date chooser (a date field, a month calendar), first in the dialog. */
  datePicker: ReactNode;
  /** Above the slots: "Available time slots (on …)". */
  slotsHeading: string;
  /** The free slots of the date (or why there are none). */
  slots: ReactNode;
  /** "New time: …" under the slots while a free slot is chosen; null: none is. */
  chosenText: string | null;
  /** The space between the date, the slots and the refusal. */
  gapClassName?: string;
}

/**
 * The reschedule dialog's frame, the owner's and the admin's: Keep / Confirm, a date chooser, the slots under a live
 * heading, the choice, and the refusal. Each app brings its own texts and its own date and slot choosers.
 */
export function RescheduleModal({
  move,
  canConfirm,
  onClose,
  title,
  description,
  keepLabel,
  confirmLabel,
  datePicker,
  slotsHeading,
  slots,
  chosenText,
  gapClassName = 'gap-4',
}: RescheduleModalProps) {
  return (
    <Modal
      open
      title={title}
      description={description}
      onClose={() => {
        if (!move.pending) onClose();
      }}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={move.pending}>
            {keepLabel}
          </Button>
          <Button onClick={() => canConfirm && move.submit()} disabled={!canConfirm} busy={move.pending}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <div className={`flex flex-col ${gapClassName}`}>
        {datePicker}
        <div aria-live="polite">
          <p className="mb-2 text-sm font-medium text-slate-800">{slotsHeading}</p>
          {slots}
          {chosenText && <p className="mt-3 text-sm font-medium text-teal-800">{chosenText}</p>}
        </div>
        {move.failure && (
          <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-900">
            {move.failure}
          </p>
        )}
      </div>
    </Modal>
  );
}

export interface RescheduleDialogProps {
  /** The appointment to move; null: the dialog is closed. */
  appointment: Appointment | null;
  /** "Now" for the dates the dialog offers (clinic time) — injectable for tests. */
  now?: () => Date;
  onClose: () => void;
}

/** What the open dialog gets: the appointment to move, the clock, and how to close. */
export interface OpenRescheduleDialogProps {
  appointment: Appointment;
  now: () => Date;
  onClose: () => void;
}

/**
 * A reschedule dialog from its open form: nothing while no appointment is given, and keyed by the appointment, so
 * a new one starts with nothing chosen.
 */
export function rescheduleDialogOf(Open: ComponentType<OpenRescheduleDialogProps>) {
  return function RescheduleDialog({ appointment, now = () => new Date(), onClose }: RescheduleDialogProps) {
    if (!appointment) return null;
    return <Open key={appointment._id} appointment={appointment} now={now} onClose={onClose} />;
  };
}
