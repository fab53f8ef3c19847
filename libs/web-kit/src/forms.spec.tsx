import { describe, expect, it } from '@jest/globals';
import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { z } from '@vetnow/contracts/zod';
import { ApiError } from '@vetnow/contracts/api/client';
import { FormPasswordField, FormSelectField, FormTextAreaField, FormTextField, applyServerErrors, fieldError, focusFirstError, formPaths, useZodForm } from './forms';
import { createI18n } from './i18n';
import { TextField } from './ui/text-field';

createI18n();

const schema = z.object({
  name: z.string().trim().min(1, 'Name is required'),
  address: z.object({ city: z.string().max(5, 'City is too long') }),
  tags: z.preprocess((v) => String(v).split(','), z.array(z.string().max(3, 'Tag is too long'))),
});

function Harness({ onValid, serverError }: { onValid: (data: z.output<typeof schema>) => void; serverError?: unknown }) {
  const form = useZodForm(schema, { defaultValues: { name: '', address: { city: '' }, tags: '' } });
  const { errors } = form.formState;
  const submit = form.handleSubmit((data) => {
    if (serverError) applyServerErrors(form, serverError);
    else onValid(data);
  });
  return (
    <form noValidate onSubmit={(e) => void submit(e)}>
      <TextField label="Name" {...form.register('name')} error={fieldError(errors, 'name')} />
      <TextField label="City" {...form.register('address.city')} error={fieldError(errors, 'address.city')} />
      <TextField label="Tags" {...form.register('tags')} error={fieldError(errors, 'tags')} />
      <button type="submit">Save</button>
      <button type="button" onClick={() => focusFirstError(form)}>
        Back
      </button>
    </form>
  );
}

describe('forms (react-hook-form with the zod resolver)', () => {
  it("validates with the schema on submit: each message at its field (a list's first), focus on the first, the parsed output", async () => {
    const user = userEvent.setup();
    const valid: unknown[] = [];
    render(<Harness onValid={(data) => valid.push(data)} />);
    await user.type(screen.getByLabelText('City'), 'Battaramulla');
    await user.type(screen.getByLabelText('Tags'), 'ok,toolong');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('Name is required');
    expect(screen.getByLabelText('City')).toHaveAccessibleDescription('City is too long');
    expect(screen.getByLabelText('Tags')).toHaveAccessibleDescription('Tag is too long');
    expect(screen.getByLabelText('Name')).toHaveFocus();
    expect(valid).toEqual([]);

    await user.type(screen.getByLabelText('Name'), ' Nimal ');
    await user.clear(screen.getByLabelText('City'));
    await user.type(screen.getByLabelText('City'), 'Kotte');
    await user.clear(screen.getByLabelText('Tags'));
    await user.type(screen.getByLabelText('Tags'), 'a,b');
    expect(screen.getByLabelText('Name')).not.toHaveAttribute('aria-invalid'); // re-validated on change
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(valid).toEqual([{ name: 'Nimal', address: { city: 'Kotte' }, tags: ['a', 'b'] }]);
  });

  it("puts a server's field errors at the form's own fields and ignores the others", async () => {
    const user = userEvent.setup();
    const serverError = new ApiError(400, 'VALIDATION_FAILED', 'Invalid request', [
      { path: 'address.city', message: 'City is unknown' },
      { path: 'password', message: 'Not a field of this form' },
    ]);
    render(<Harness onValid={() => {}} serverError={serverError} />);
    await user.type(screen.getByLabelText('Name'), 'Nimal');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByLabelText('City')).toHaveAccessibleDescription('City is unknown');
    expect(screen.getByLabelText('City')).toHaveFocus();
    expect(screen.queryByText('Not a field of this form')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(screen.getByLabelText('City')).toHaveFocus()); // focusFirstError: the first field with a message
  });

  it('applyServerErrors places nothing for a failure that is not a validation answer', () => {
    const { result } = renderHook(() => {
      const form = useZodForm(schema, { defaultValues: { name: '', address: { city: '' }, tags: '' } });
      void form.formState.errors;
      return form;
    });
    act(() => {
      expect(applyServerErrors(result.current, new ApiError(409, 'CONFLICT', 'x', [{ path: 'name', message: 'm' }]))).toBe(false);
      expect(applyServerErrors(result.current, new Error('x'))).toBe(false);
    });
    expect(result.current.formState.errors).toEqual({});
  });

  describe("the form's own fields, from its default values", () => {
    const doctorSchema = z.object({
      fullName: z.string(),
      qualifications: z.array(z.string()),
      clinicAddress: z.object({ street: z.string(), city: z.string() }),
      workingHours: z.preprocess((v) => v, z.unknown()),
    });
    const defaults = { fullName: '', qualifications: ['BVSc'], clinicAddress: { street: '', city: '' }, workingHours: '09:00-17:00' };
    /** The form, its errors read while rendering (so a change re-renders, as a screen's fields do). */
    const useDoctorForm = () => {
      const form = useZodForm(doctorSchema, { defaultValues: defaults });
      void form.formState.errors;
      return form;
    };

    it('are every leaf as a dotted path, in order: a nested object is walked, a list and a preprocessed value are leaves', () => {
      const { result } = renderHook(useDoctorForm);
      expect(formPaths(result.current)).toEqual(['fullName', 'qualifications', 'clinicAddress.street', 'clinicAddress.city', 'workingHours']);
    });

    it("take a server's nested field error, ignore a path the form has not, and tell whether any was placed", () => {
      const { result } = renderHook(useDoctorForm);
      const answer = (errors: Array<{ path: string; message: string }>) => new ApiError(400, 'VALIDATION_FAILED', 'Invalid request', errors);
      let placed: boolean[] = [];
      act(() => {
        placed = [
          applyServerErrors(result.current, answer([{ path: 'password', message: 'Not a field of this form' }, { path: 'clinicAddress', message: 'A branch, not a field' }])),
          applyServerErrors(result.current, answer([{ path: 'clinicAddress.street', message: 'Street is too long' }, { path: 'email', message: 'Not here either' }])),
        ];
      });
      expect(placed).toEqual([false, true]);
      expect(fieldError(result.current.formState.errors, 'clinicAddress.street')).toBe('Street is too long');
      expect(Object.keys(result.current.formState.errors)).toEqual(['clinicAddress']);
    });

    it("puts a refusal at the field its code names, with the code's text", () => {
      const { result } = renderHook(useDoctorForm);
      let placed = false;
      act(() => {
        placed = applyServerErrors(result.current, new ApiError(409, 'DOCTOR_EMAIL_TAKEN', 'That e-mail is taken'), { DOCTOR_EMAIL_TAKEN: 'fullName' });
      });
      expect(placed).toBe(true);
      expect(fieldError(result.current.formState.errors, 'fullName')).toBe('That e-mail is taken'); // no catalogue entry reached without a body: the error's own text
    });
  });
});

/** An element tree as tag and sorted attributes (the order React set them in does not matter). */
function shape(element: Element): unknown {
  const attributes = [...element.attributes].filter((a) => a.name !== 'name').map((a) => `${a.name}=${a.value}`).sort();
  return [element.tagName, attributes, element.childElementCount === 0 ? element.textContent : [...element.children].map(shape)];
}

describe('fields bound to a form', () => {
  const petSchema = z.object({
    name: z.string().trim().min(1, 'Name is required'),
    species: z.enum(['Dog', 'Cat'], { message: 'Choose a species' }),
    password: z.string().min(8, 'At least 8 characters'),
    notes: z.string().max(5, 'Notes are too long'),
  });

  function PetForm({ onValid }: { onValid: (data: z.output<typeof petSchema>) => void }) {
    const form = useZodForm(petSchema, { defaultValues: { name: '', species: '' as 'Dog', password: '', notes: '' } });
    return (
      <form noValidate onSubmit={(e) => void form.handleSubmit(onValid)(e)}>
        <FormTextField form={form} name="name" label="Name" hint="As on the card" required />
        <FormSelectField form={form} name="species" label="Species" placeholder="Choose" options={[{ value: 'Dog', label: 'Dog' }, { value: 'Cat', label: 'Cat' }]} />
        <FormPasswordField form={form} name="password" label="Password" />
        <FormTextAreaField form={form} name="notes" label="Notes" />
        <button type="submit">Save</button>
      </form>
    );
  }

  it('label bound to the control, the message at its field (aria-invalid, aria-describedby with the hint), the same markup as the plain fields', async () => {
    const user = userEvent.setup();
    const valid: unknown[] = [];
    const { container } = render(<PetForm onValid={(data) => valid.push(data)} />);
    await user.type(screen.getByRole('textbox', { name: 'Notes' }), 'too long');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const name = screen.getByRole('textbox', { name: /Name/ });
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('Name is required As on the card');
    expect(name).toHaveFocus();
    expect(screen.getByRole('combobox', { name: 'Species' })).toHaveAccessibleDescription('Choose a species');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('At least 8 characters');
    expect(screen.getByRole('textbox', { name: 'Notes' })).toHaveAccessibleDescription('Notes are too long');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(valid).toEqual([]);

    const plain = render(<TextField id={name.id} label="Name" hint="As on the card" required error="Name is required" />);
    expect(shape(container.querySelector(`#${CSS.escape(name.id)}`)!.parentElement!)).toEqual(shape(plain.container.firstElementChild!));

    await user.type(name, 'Rex');
    expect(name).not.toHaveAttribute('aria-invalid'); // re-validated on change
    await user.selectOptions(screen.getByRole('combobox', { name: 'Species' }), 'Dog');
    await user.type(screen.getByLabelText('Password'), 'long enough');
    await user.clear(screen.getByRole('textbox', { name: 'Notes' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(valid).toEqual([{ name: 'Rex', species: 'Dog', password: 'long enough', notes: '' }]);
  });
});
