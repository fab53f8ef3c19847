import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { clinicYearMonth } from '@vetnow/domain/clinic-time';
import { BUTTON_BASE, BUTTON_VARIANTS } from '@vetnow/web-kit/ui/button';

/** The year an account was created, in clinic time; undefined when createdAt is missing or not a date. */
export function memberSinceYear(createdAt: string | undefined): number | undefined {
  if (!createdAt) return undefined;
  const instant = new Date(createdAt);
  return Number.isNaN(instant.getTime()) ? undefined : clinicYearMonth(instant).year;
}

/** The top of a profile: a round initial (the first letter of `initialOf`), the name, and a line under it. */
export function ProfileSummary({ initialOf, name, subtitle }: { initialOf: string; name: string; subtitle: ReactNode }) {
  return (
    <div className="flex items-center gap-4">
      <span
        aria-hidden="true"
        className="flex h-14 w-14 shrink-0 items-center justify-center rounded-full bg-teal-700 text-xl font-bold text-white"
      >
        {initialOf.charAt(0).toUpperCase()}
      </span>
      <div className="min-w-0">
        <p className="truncate text-lg font-semibold text-slate-900">{name}</p>
        {subtitle}
      </div>
    </div>
  );
}

/** Label / value pairs in two columns; an empty value reads `emptyText` ("Not provided"). */
export function DetailRows({ rows, emptyText }: { rows: Array<[string, ReactNode]>; emptyText: string }) {
  return (
    <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-2">
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt className="text-sm text-slate-500">{label}</dt>
          <dd className="mt-0.5 break-words text-slate-900">
            {value === '' || value == null ? <span className="text-slate-500">{emptyText}</span> : value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

export interface EditMode {
  editing: boolean;
  setEditing: (editing: boolean) => void;
  /** On the Edit button: focus returns to it when the form closes. */
  editButton: RefObject<HTMLButtonElement | null>;
}

/** A profile's view / edit switch; back from the form, focus returns to the Edit button. */
export function useEditMode(): EditMode {
  const [editing, setEditing] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(false);
  useEffect(() => {
    if (wasEditing.current && !editing) editButton.current?.focus();
    wasEditing.current = editing;
  }, [editing]);
  return { editing, setEditing, editButton };
}

/** The Edit button in a profile card's heading. */
export function EditButton({ mode, label }: { mode: EditMode; label: string }) {
  const { editButton, setEditing } = mode;
  return (
    <button
      ref={editButton}
      type="button"
      onClick={() => setEditing(true)}
      className={`${BUTTON_BASE} ${BUTTON_VARIANTS.secondary}`}
    >
      {label}
    </button>
  );
}
