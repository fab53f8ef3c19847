import { afterEach, describe, expect, it } from '@jest/globals';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { z } from '@vetnow/contracts/zod';
import { ApiError } from '@vetnow/contracts/api/client';
import { vc } from '@vetnow/contracts/validation';
import { FormTextField, applyServerErrors, fieldError, useZodForm } from './forms';
import { createI18n, setLanguage, validationMessage } from './i18n';
import siErrors from './i18n/errors.si.json' with { type: 'json' };
import siValidation from './i18n/validation.si.json' with { type: 'json' };
import taValidation from './i18n/validation.ta.json' with { type: 'json' };
import { emptyLeaveForm, leaveFormSchema } from './leave-form';

createI18n();

const schema = z.object({
  username: z.string().min(3, vc('registration.usernameMin')),
  nickname: z.string().min(1, 'A text no contract lists'),
});

function Harness({ serverError }: { serverError?: unknown }) {
  const form = useZodForm(schema, { defaultValues: { username: 'ab', nickname: '' } });
  const submit = form.handleSubmit(() => {
    if (serverError) applyServerErrors(form, serverError);
  });
  return (
    <form noValidate onSubmit={(e) => void submit(e)}>
      <FormTextField form={form} name="username" label="Username" />
      <FormTextField form={form} name="nickname" label="Nickname" />
      <button type="submit">Save</button>
    </form>
  );
}

describe('validation messages in the site’s language', () => {
  afterEach(async () => {
    await act(() => setLanguage('en'));
  });

  it('shows a validation code’s English text in English (the bundled catalogue), a text that is no code as it is', async () => {
    render(<Harness />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Username must be at least 3 characters')).toBeInTheDocument();
    expect(screen.getByText('A text no contract lists')).toBeInTheDocument();
    expect(screen.queryByText('registration.usernameMin')).not.toBeInTheDocument();
  });

  it.each([
    ['si', siValidation],
    ['ta', taValidation],
  ] as const)('translates a bound field’s message by its code in %s, and follows a switch back to English', async (language, catalogue) => {
    await act(() => setLanguage(language));
    render(
      <Suspense fallback="…">
        <Harness />
      </Suspense>,
    );
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Save' }));
    const translated = catalogue.registration.usernameMin;
    expect(translated).not.toBe('Username must be at least 3 characters');
    expect(await screen.findByText(translated)).toBeInTheDocument();
    expect(screen.getByLabelText('Username')).toHaveAccessibleDescription(translated);
    // A text the contracts do not list is shown as given (screens translate their own texts).
    expect(screen.getByText('A text no contract lists')).toBeInTheDocument();

    await act(() => setLanguage('en'));
    expect(await screen.findByText('Username must be at least 3 characters')).toBeInTheDocument();
    expect(screen.queryByText(translated)).not.toBeInTheDocument();
  });

  it('translates a server’s field error by its code at its field; one without a code is shown as given', async () => {
    await act(() => setLanguage('ta'));
    const serverError = new ApiError(400, 'VALIDATION_FAILED', 'Invalid request', [
      { path: 'username', code: 'registration.usernameMin', message: 'Username must be at least 3 characters' },
      { path: 'nickname', message: 'A text the server wrote' },
    ]);
    function Server() {
      const form = useZodForm(z.object({ username: z.string(), nickname: z.string() }), { defaultValues: { username: 'abc', nickname: 'n' } });
      const submit = form.handleSubmit(() => applyServerErrors(form, serverError));
      return (
        <form noValidate onSubmit={(e) => void submit(e)}>
          <FormTextField form={form} name="username" label="Username" />
          <FormTextField form={form} name="nickname" label="Nickname" />
          <button type="submit">Save</button>
        </form>
      );
    }
    render(
      <Suspense fallback="…">
        <Server />
      </Suspense>,
    );
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText(taValidation.registration.usernameMin)).toBeInTheDocument();
    expect(screen.getByText('A text the server wrote')).toBeInTheDocument();
  });

  it('translates a refusal by error code placed at its field (the answer’s own message there) by that code', async () => {
    await act(() => setLanguage('si'));
    const answer = { statusCode: 400, code: 'CARE_SCHEDULE_NOT_APPLICABLE', message: 'This care schedule does not apply to this pet' };
    const serverError = new ApiError(400, 'CARE_SCHEDULE_NOT_APPLICABLE', answer.message, [{ path: 'nickname', message: answer.message }], {
      body: { ...answer, errors: [{ path: 'nickname', message: answer.message }] },
    });
    render(
      <Suspense fallback="…">
        <Harness serverError={serverError} />
      </Suspense>,
    );
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: /Username/ }), 'c');
    await user.type(screen.getByRole('textbox', { name: /Nickname/ }), 'n');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(siErrors.CARE_SCHEDULE_NOT_APPLICABLE)).toBeInTheDocument();
    expect(screen.queryByText(answer.message)).not.toBeInTheDocument();
  });

  it('translates the kit’s leave form messages and fieldError for screens with their own fields', async () => {
    await act(() => setLanguage('si'));
    const parsed = leaveFormSchema.safeParse({ ...emptyLeaveForm(), fromDate: '2026-12-01', partOfDay: true });
    expect(parsed.success).toBe(false);
    const messages = parsed.error!.issues.map((issue) => validationMessage(issue.message));
    expect(messages).toContain(siValidation.calendar.timeInvalid);
    expect(messages).not.toContain('calendar.timeInvalid');
    expect(fieldError({ fromDate: { type: 'custom', message: vc('calendar.rangeReversed') } }, 'fromDate')).toBe(
      siValidation.calendar.rangeReversed,
    );
  });
});
