import { lazy, Suspense } from 'react';
import type { DoctorFormModalProps } from './doctor-form-modal';

const Modal = lazy(() => import('./doctor-form-modal').then((m) => ({ default: m.DoctorFormModal })));

/**
 * The Add/Edit Doctor modal, its form code (react-hook-form, through the kit's forms) fetched the first time it opens:
 * the dashboard renders it closed from the start (ADR 0097). Nothing while closed.
 */
export function DoctorFormModal(props: DoctorFormModalProps) {
  if (props.target === null) return null;
  return (
    <Suspense fallback={null}>
      <Modal {...props} />
    </Suspense>
  );
}
