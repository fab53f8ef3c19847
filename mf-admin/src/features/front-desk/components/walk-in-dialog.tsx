import type { PetType } from '@vetnow/contracts/constants';
import { walkInRequestSchema, type WalkIn } from '@vetnow/contracts/front-desk';
import { errorText } from '@vetnow/web-kit/errors';
import { FormSelectField, FormTextAreaField, FormTextField, applyServerErrors, useZodForm, type FormOf } from '@vetnow/web-kit/forms';
import { notify } from '@vetnow/web-kit/toaster';
import { FormModal } from '@vetnow/web-kit/ui/form-modal';
import { FormPhoneField } from '@vetnow/web-kit/ui/form-phone-field';
import { useTranslation } from 'react-i18next';
import { doctorOptions, petTypeOptions } from '../../../components/select-options';
import { useAddWalkIn } from '../hooks/use-desk-actions';
import { FRONT_DESK_NS } from '../i18n/front-desk-i18n';

/** The form's values as typed (the schema trims them, turns the number into E.164 and "Any doctor" into null). */
interface WalkInFormValues {
  ownerName: string;
  contactNumber: string;
  petName: string;
  petType: PetType;
  reason: string;
  /** '' is "Any doctor". */
  doctorId: string;
}

const EMPTY: WalkInFormValues = { ownerName: '', contactNumber: '', petName: '', petType: 'Dog', reason: '', doctorId: '' };

export interface WalkInDialogProps {
  /** The doctors a walk-in may ask for (the day sheet's). */
  doctors: ReadonlyArray<{ _id: string; fullName: string }>;
  onClose: () => void;
  /** The walk-in the server added (with its queue number); the dialog is closed by the caller. */
  onAdded: (walkIn: WalkIn) => void;
}

/**
 * Add walk-in (POST /desk/walk-ins): owner's name, mobile number, pet name and type, reason and the doctor asked for
 * ("Any doctor" by default), checked with the contract's `walkInRequestSchema` on submit (each message at its
 * field, focus on the first). Success toasts the queue number; a refusal is shown at its field or toasted.
 * Mount it when it opens: each opening starts empty.
 */
export function WalkInDialog({ doctors, onClose, onAdded }: WalkInDialogProps) {
  const { t } = useTranslation(FRONT_DESK_NS);
  const form = useZodForm(walkInRequestSchema, { defaultValues: EMPTY });
  const fields = form as unknown as FormOf<WalkInFormValues>;
  const add = useAddWalkIn();

  const submit = form.handleSubmit(async (body) => {
    try {
      const added = await add.mutateAsync({ body });
      notify.success(t('walkInForm.added', { number: added.queueNumber }));
      onAdded(added);
    } catch (error) {
      applyServerErrors(fields, error, { BOOKING_DOCTOR_NOT_FOUND: 'doctorId' });
      notify.error(errorText(error, t('walkInForm.failed')));
    }
  });

  return (
    <FormModal
      title={t('walkInForm.title')}
      description={t('walkInForm.description')}
      onSubmit={(event) => void submit(event)}
      onClose={onClose}
      busy={form.formState.isSubmitting}
      submitLabel={t('walkInForm.submit')}
      cancelLabel={t('walkInForm.cancel')}
      formClassName="grid grid-cols-1 gap-4 sm:grid-cols-2"
    >
      <div className="sm:col-span-2">
        <FormTextField form={fields} name="ownerName" label={t('walkInForm.ownerName')} required autoComplete="off" />
      </div>
      <div className="sm:col-span-2">
        <FormPhoneField form={fields} name="contactNumber" label={t('walkInForm.contactNumber')} hint={t('walkInForm.contactHint')} required />
      </div>
      <FormTextField form={fields} name="petName" label={t('walkInForm.petName')} required autoComplete="off" />
      <FormSelectField form={fields} name="petType" label={t('walkInForm.petType')} required options={petTypeOptions((type) => t(`petType.${type}`))} />
      <div className="sm:col-span-2">
        <FormTextAreaField form={fields} name="reason" label={t('walkInForm.reason')} required rows={2} />
      </div>
      <div className="sm:col-span-2">
        <FormSelectField form={fields} name="doctorId" label={t('walkInForm.doctor')} placeholder={t('walkInForm.anyDoctor')} options={doctorOptions(doctors)} />
      </div>
    </FormModal>
  );
}
