import { describe, expect, it } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { z } from 'zod';
import { ApiCallError } from '@vetnow/contracts/api/client';
import { FormPasswordField, FormSelectField, FormTextAreaField, FormTextField, applyServerErrors, fieldError, useZodForm } from './forms';
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
    if (serverError) applyServerErrors(form.setError, serverError, ['name', 'address.city', 'tags']);
    else onValid(data);
  });
  return (
    <form noValidate onSubmit={(e) => void submit(e)}>
      <TextField label="Name" {...form.register('name')} error={fieldError(errors, 'name')} />
      <TextField label="City" {...form.register('address.city')} error={fieldError(errors, 'address.city')} />
      <TextField label="Tags" {...form.register('tags')} error={fieldError(errors, 'tags')} />
      <button type="submit">Save</button>
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
    const serverError = new ApiCallError(400, 'VALIDATION_FAILED', 'Invalid request', [
      { path: 'address.city', message: 'City is unknown' },
      { path: 'password', message: 'Not a field of this form' },
    ]);
    render(<Harness onValid={() => {}} serverError={serverError} />);
    await user.type(screen.getByLabelText('Name'), 'Nimal');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByLabelText('City')).toHaveAccessibleDescription('City is unknown');
    expect(screen.getByLabelText('City')).toHaveFocus();
    expect(screen.queryByText('Not a field of this form')).not.toBeInTheDocument();
  });

  it('applyServerErrors places nothing for a failure that is not a validation answer', () => {
    const placed: string[] = [];
    const setError = ((name: string) => placed.push(name)) as never;
    expect(applyServerErrors(setError, new ApiCallError(409, 'CONFLICT', 'x', [{ path: 'name', message: 'm' }]), ['name'])).toBe(false);
    expect(applyServerErrors(setError, new Error('x'), ['name'])).toBe(false);
    expect(placed).toEqual([]);
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
