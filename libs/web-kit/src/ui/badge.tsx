import type { ReactNode } from 'react';

export type BadgeTone = 'yellow' | 'amber' | 'green' | 'red' | 'blue' | 'gray';

const TONES: Record<BadgeTone, string> = {
  yellow: 'bg-yellow-100 text-yellow-900',
  amber: 'bg-amber-100 text-amber-900',
  green: 'bg-green-100 text-green-900',
  red: 'bg-red-100 text-red-900',
  blue: 'bg-blue-100 text-blue-900',
  gray: 'bg-slate-100 text-slate-800',
};

/**
 * Spec §4: scheduled yellow, completed green, anything else red — except needs-rescheduling (issue 11), amber: it
 * waits for a new time, it is not cancelled.
 */
export function statusTone(status: string): BadgeTone {
  if (status === 'scheduled') return 'yellow';
  if (status === 'completed') return 'green';
  if (status === 'needs-rescheduling') return 'amber';
  return 'red';
}

export function Badge({ tone = 'gray', children }: { tone?: BadgeTone; children: ReactNode }) {
  return (
    <span className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ${TONES[tone]}`}>
      {children}
    </span>
  );
}
