import { beforeEach, describe, expect, it } from '@jest/globals';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { createI18n, setLanguage } from '@vetnow/web-kit/i18n';
import { useLocation } from '@vetnow/web-kit/router';
import { NOW, clockStartsAt, doctor, englishLeftovers, timeSlots } from '@vetnow/web-kit/testing';
import { stubApi, type StubbedCall } from '../../../testing/fixtures';
import { petProfile } from '../../../testing/pet-profiles';
import { readDraft, readWizardDraft, resetWizardStore, writeWizardDraft } from '../../../shared/booking-wizard/wizard-store';
import en from '../i18n/en.json' with { type: 'json' };
import ta from '../i18n/ta.json' with { type: 'json' };
import { BookAppointmentPage } from './book-appointment-page';
import { renderRoute } from '../../../testing/render-route';

// Issue 38: the wizard's pet step offers the owner's saved pets; a "Book now" link chooses one and fills the reason.

createI18n();
clockStartsAt(NOW);

const BRUNO = petProfile({ _id: 'p-bruno' });
const MISTY = petProfile({ _id: 'p-misty', name: 'Misty', species: 'Cat', breed: '', sex: 'female', dateOfBirth: null, ageYears: null });
const OLD = petProfile({ _id: 'p-old', name: 'Goldie', species: 'Other', archivedAt: '2026-05-01T08:00:00.000Z' });

let pets: [number, unknown];
let calls: StubbedCall[];

beforeEach(() => {
  sessionStorage.clear();
  resetWizardStore();
  pets = [200, [BRUNO, MISTY, OLD]];
  calls = stubApi((_method, path) => {
    if (path === '/api/doctors/d-1') return [200, doctor()];
    if (path === '/api/doctors/d-1/slots') return [200, timeSlots([], ['09:00', '09:30'])];
    if (path === '/api/pets') return pets;
    return undefined;
  });
});

const at = { path: '' };
function AddressProbe() {
  const location = useLocation();
  useEffect(() => {
    at.path = `${location.pathname}${location.search}`;
  });
  return null;
}

function renderWizard(search = '') {
  return renderRoute('/book-appointment/:doctorId', <BookAppointmentPage now={() => NOW} />, {
    entries: [{ pathname: '/book-appointment/d-1', search }],
    beside: <AddressProbe />,
  });
}

const next = () => screen.getByRole('button', { name: 'Next' });

async function toPetStep(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Wednesday, November 25, 2026' }));
  await user.click(await screen.findByRole('button', { name: '09:00 AM' }));
  await user.click(next());
  await screen.findByRole('heading', { name: 'Step 2 of 3: Pet Info' });
  await screen.findByLabelText(/Pet name/); // the pet step's form, fetched with the step (ADR 0097)
}

const picker = () => screen.getByRole('group', { name: 'Which pet is this visit for?' });

describe('the pet step with saved pets (issue 38)', () => {
  it('offers the saved pets that are not archived and "Another pet"; a saved pet fills the fields, which stay editable', async () => {
    const user = userEvent.setup();
    renderWizard();
    await toPetStep(user);
    const radios = within(picker()).getAllByRole('radio');
    expect(radios.map((r) => r.closest('label')!.textContent)).toEqual([
      'BrunoDog · Labrador · 3 years',
      'MistyCat',
      'Another petEnter its details below; we keep them for next time.',
    ]);
    expect(within(picker()).getByRole('radio', { name: /Another pet/ })).toBeChecked();
    expect(screen.getByLabelText(/Pet name/)).toHaveValue('');

    await user.click(within(picker()).getByRole('radio', { name: /Bruno/ }));
    expect(within(picker()).getByRole('radio', { name: /Bruno/ })).toBeChecked();
    expect(screen.getByLabelText(/Pet name/)).toHaveValue('Bruno');
    expect(screen.getByLabelText('Pet type')).toHaveDisplayValue('Dog');
    expect(screen.getByLabelText('Breed')).toHaveValue('Labrador');
    expect(screen.getByLabelText('Age (years)')).toHaveValue(3);
    expect(readWizardDraft()).toMatchObject({ petId: 'p-bruno', pet: { name: 'Bruno', type: 'Dog', breed: 'Labrador', age: 3 } });

    // Editable: a younger age typed over the saved one keeps the pet chosen.
    await user.clear(screen.getByLabelText('Age (years)'));
    await user.type(screen.getByLabelText('Age (years)'), '4');
    await user.type(screen.getByLabelText(/Reason for visit/), 'Limping');
    expect(readWizardDraft()).toMatchObject({ petId: 'p-bruno', pet: { age: 4 }, reason: 'Limping' });

    // A pet without a known age or breed leaves those empty.
    await user.click(within(picker()).getByRole('radio', { name: /Misty/ }));
    expect(screen.getByLabelText(/Pet name/)).toHaveValue('Misty');
    expect(screen.getByLabelText('Pet type')).toHaveDisplayValue('Cat');
    expect(screen.getByLabelText('Age (years)')).toHaveValue(null);
    expect(screen.getByLabelText(/Reason for visit/)).toHaveValue('Limping'); // the reason stays

    // Another pet: no saved pet, empty fields (the booking saves the new pet).
    await user.click(within(picker()).getByRole('radio', { name: /Another pet/ }));
    expect(screen.getByLabelText(/Pet name/)).toHaveValue('');
    expect(screen.getByLabelText('Pet type')).toHaveDisplayValue('Dog');
    expect(readWizardDraft()?.petId).toBeUndefined();
    await user.type(screen.getByLabelText(/Pet name/), 'Kitty');
    await user.click(next());
    await user.click(screen.getByRole('button', { name: 'Continue to Health Assessment' }));
    await screen.findByText('Now at /diagnosis-questionnaire');
    const draft = readDraft()!;
    expect(draft.pet.name).toBe('Kitty');
    expect(draft).not.toHaveProperty('petId');
  });

  it('the chosen pet goes into the draft the later screens book with, and survives a reload', async () => {
    const user = userEvent.setup();
    const first = renderWizard();
    await toPetStep(user);
    await user.click(within(picker()).getByRole('radio', { name: /Bruno/ }));
    first.unmount();
    resetWizardStore(); // a reload: sessionStorage kept the draft

    renderWizard('?step=2');
    await screen.findByRole('heading', { name: 'Step 2 of 3: Pet Info' });
    expect(await screen.findByRole('radio', { name: /Bruno/ })).toBeChecked();
    expect(screen.getByLabelText(/Pet name/)).toHaveValue('Bruno');
    await user.type(screen.getByLabelText(/Reason for visit/), 'Annual check-up');
    await user.click(next());
    expect(screen.getByRole('heading', { name: 'Step 3 of 3: Confirm' }).parentElement).toHaveTextContent('Bruno (Dog)');
    await user.click(screen.getByRole('button', { name: 'Continue to Health Assessment' }));
    await screen.findByText('Now at /diagnosis-questionnaire');
    expect(readDraft()).toMatchObject({ petId: 'p-bruno', pet: { name: 'Bruno', type: 'Dog', breed: 'Labrador', age: 3 }, reason: 'Annual check-up' });
  });

  it('without saved pets (none, or the list cannot be read) the step looks as before', async () => {
    pets = [200, [OLD]]; // archived only
    const user = userEvent.setup();
    const first = renderWizard();
    await toPetStep(user);
    await waitFor(() => expect(calls.some((c) => c.path === '/api/pets')).toBe(true));
    expect(screen.queryByRole('group', { name: 'Which pet is this visit for?' })).not.toBeInTheDocument();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    expect(screen.getByLabelText(/Pet name/)).toHaveValue('');
    first.unmount();

    sessionStorage.clear();
    resetWizardStore();

    pets = [503, { statusCode: 503, code: 'SERVICE_UNAVAILABLE', message: 'Service unavailable' }];
    renderWizard();
    await toPetStep(user);
    await waitFor(() => expect(calls.filter((c) => c.path === '/api/pets')).toHaveLength(2));
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
  });

  it('asks in Tamil, with the pets’ types in Tamil', async () => {
    writeWizardDraft({ doctorId: 'd-1', appointmentDate: '2026-11-25', timeSlot: '09:00 AM', pet: { name: '', type: 'Dog', breed: '' }, reason: '' });
    await act(() => setLanguage('ta'));
    try {
      const { container } = renderWizard('?step=2');
      const group = await screen.findByRole('group', { name: ta.savedPets.legend });
      expect(within(group).getByRole('radio', { name: new RegExp(ta.savedPets.another) })).toBeChecked();
      expect(within(group).getByRole('radio', { name: /Bruno/ }).closest('label')).toHaveTextContent(ta.petTypes.Dog);
      expect(within(group).getByRole('radio', { name: /Misty/ }).closest('label')).toHaveTextContent(ta.petTypes.Cat);
      expect(englishLeftovers(container, [{ savedPets: en.savedPets, petTypes: en.petTypes, summary: en.summary }])).toEqual([]);
    } finally {
      await act(() => setLanguage('en'));
    }
  });

  it('a saved pet archived since the draft was made counts as another pet', async () => {
    writeWizardDraft({ doctorId: 'd-1', appointmentDate: '2026-11-25', timeSlot: '09:00 AM', petId: 'p-old', pet: { name: 'Goldie', type: 'Other', breed: '' }, reason: 'Check-up' });
    renderWizard('?step=2');
    await screen.findByRole('heading', { name: 'Step 2 of 3: Pet Info' });
    expect(await screen.findByRole('radio', { name: /Another pet/ })).toBeChecked();
    expect(screen.getByLabelText(/Pet name/)).toHaveValue('Goldie');
  });
});

describe('"Book now" (issue 38): /book-appointment/:doctorId?pet=…&reason=…', () => {
  it('chooses the pet and fills the reason (a kind of care in the owner’s language), then leaves the address clean', async () => {
    const user = userEvent.setup();
    renderWizard('?pet=p-misty&reason=Vaccination');
    await waitFor(() => expect(readWizardDraft()).toMatchObject({ petId: 'p-misty', pet: { name: 'Misty', type: 'Cat' }, reason: 'Vaccination' }));
    await waitFor(() => expect(at.path).toBe('/book-appointment/d-1'));
    await toPetStep(user);
    expect(within(picker()).getByRole('radio', { name: /Misty/ })).toBeChecked();
    expect(screen.getByLabelText(/Pet name/)).toHaveValue('Misty');
    expect(screen.getByLabelText(/Reason for visit/)).toHaveValue('Vaccination');
    expect(next()).toBeEnabled();
  });

  it.each([
    ['deworming', 'en', 'Deworming'],
    ['tick-flea', 'en', 'Tick and flea treatment'],
    ['vaccination', 'si', 'එන්නත් කිරීම'],
    ['tick-flea', 'ta', 'உண்ணி மற்றும் தெள்ளுப்பூச்சி சிகிச்சை'],
    ['Ear infection', 'en', 'Ear infection'],
  ] as const)('reason=%s in %s reads "%s"', async (reason, language, text) => {
    await act(() => setLanguage(language));
    try {
      renderWizard(`?pet=p-bruno&reason=${encodeURIComponent(reason)}`);
      await waitFor(() => expect(readWizardDraft()).toMatchObject({ petId: 'p-bruno', reason: text }));
    } finally {
      await act(() => setLanguage('en'));
    }
  });

  it('ignores quietly a pet that is not one of the owner’s, or archived, and keeps the reason', async () => {
    const archived = renderWizard('?pet=p-old&reason=Vaccination');
    await waitFor(() => expect(readWizardDraft()).toMatchObject({ reason: 'Vaccination' }));
    expect(readWizardDraft()).not.toHaveProperty('petId');
    expect(readWizardDraft()?.pet.name).toBe('');
    archived.unmount();
    sessionStorage.clear();
    resetWizardStore();

    const user = userEvent.setup();
    renderWizard('?pet=someone-elses-pet');
    await waitFor(() => expect(at.path).toBe('/book-appointment/d-1'));
    expect(readWizardDraft()).toBeNull(); // nothing to take from the link
    await toPetStep(user);
    expect(within(picker()).getByRole('radio', { name: /Another pet/ })).toBeChecked();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
