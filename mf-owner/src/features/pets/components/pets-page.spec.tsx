import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast/headless';
import { ERROR_CODES } from '@vetnow/contracts/errors';
import { type PetProfile } from '@vetnow/contracts/pet-care';
import { createI18n } from '@vetnow/web-kit/i18n';
import { MemoryRouter } from '@vetnow/web-kit/router';
import { AppToaster } from '@vetnow/web-kit/toaster';
import { clockStartsAt } from '@vetnow/web-kit/testing';
import { NOW, stubApi, type Answer, type StubbedCall } from '../../../testing/fixtures';
import { render } from '../../../testing/render';
import { misty, petProfile } from '../testing/pet-fixtures';
import { PetsPage } from './pets-page';

createI18n();
clockStartsAt(NOW);

// The API: the owner's pets, kept here and changed by the writes as svc-booking would; `refuse` answers a write instead.
let pets: PetProfile[];
let refuse: ((method: string, path: string) => Answer | undefined) | undefined;
let calls: StubbedCall[];

beforeEach(() => {
  pets = [petProfile(), misty({ archivedAt: '2026-10-01T08:00:00.000Z' })];
  refuse = undefined;
  calls = stubApi((method, path, body) => {
    const refused = refuse?.(method, path);
    if (refused) return refused;
    if (method === 'GET' && path === '/api/pets') return [200, pets];
    if (method === 'POST' && path === '/api/pets') {
      const created = petProfile({ ...(body as Partial<PetProfile>), _id: 'pet-new', due: [], latestWeightKg: null, ageYears: 2, dateOfBirthEstimated: true });
      pets = [...pets, created];
      return [201, created];
    }
    const archive = /^\/api\/pets\/([^/]+)\/archive$/.exec(path);
    if (method === 'PUT' && archive) {
      const { archived } = body as { archived: boolean };
      pets = pets.map((p) => (p._id === archive[1] ? { ...p, archivedAt: archived ? NOW.toISOString() : null } : p));
      return [200, pets.find((p) => p._id === archive[1])];
    }
    const one = /^\/api\/pets\/([^/]+)$/.exec(path);
    if (method === 'PUT' && one) {
      pets = pets.map((p) => (p._id === one[1] ? { ...p, ...(body as Partial<PetProfile>) } : p));
      return [200, pets.find((p) => p._id === one[1])];
    }
    return undefined;
  });
});
afterEach(() => {
  toast.remove();
});

function renderPets() {
  return render(
    <MemoryRouter initialEntries={['/pets']}>
      <PetsPage now={() => NOW} />
      <AppToaster />
    </MemoryRouter>,
  );
}

const writes = () => calls.filter((c) => c.method !== 'GET').map((c) => [c.method, c.path, c.body]);
const listReads = () => calls.filter((c) => c.method === 'GET' && c.path === '/api/pets').length;

describe('My Pets', () => {
  it("shows a card per pet: species, breed, sex, age, latest weight, microchip and what is due as badges; archived pets collapsed", async () => {
    renderPets();
    expect(screen.getByRole('heading', { level: 1, name: 'My Pets' })).toBeInTheDocument();
    const bruno = await screen.findByRole('article', { name: 'Bruno' });
    for (const [term, value] of [
      ['Species', 'Dog'],
      ['Breed', 'Labrador'],
      ['Sex', 'Male'],
      ['Age', '3 years'],
      ['Latest weight', '28.4 kg'],
      ['Microchip', '900123456789012'],
    ] as const) {
      expect(within(bruno).getByText(term).nextElementSibling).toHaveTextContent(value);
    }
    const due = within(bruno).getByRole('list', { name: 'What is due' });
    expect(within(due).getAllByRole('listitem').map((item) => [item.dataset.status, item.textContent])).toEqual([
      ['overdue', 'Anti-rabies: overdue since Sun, 15 Nov 2026'],
      ['due-soon', 'Drontal: due soon, Mon, 30 Nov 2026'],
      ['upcoming', 'DHPPi booster: due Wed, 12 May 2027'],
    ]);
    expect(within(due).getByText(/^Anti-rabies/)).toHaveClass('bg-red-100');
    expect(within(due).getByText(/^Drontal/)).toHaveClass('bg-amber-100');
    expect(within(bruno).getByRole('link', { name: 'Health record of Bruno' })).toHaveAttribute('href', '/pets/pet-bruno');

    // Misty is archived: in the collapsed "Archived" section, with Bring back and no Edit or Archive.
    const archived = screen.getByText('Archived (1)').closest('details')!;
    expect(archived).not.toHaveAttribute('open');
    const mistyCard = within(archived).getByRole('article', { name: 'Misty' });
    expect(within(mistyCard).getByText('about 3 years')).toBeInTheDocument();
    expect(within(mistyCard).queryByText('Microchip')).not.toBeInTheDocument();
    expect(within(mistyCard).getByRole('button', { name: 'Bring back Misty' })).toBeInTheDocument();
    expect(within(mistyCard).queryByRole('button', { name: 'Edit Misty' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(2);
  });

  it("gives a young pet's age in months, estimated or not", async () => {
    pets = [
      petProfile({ _id: 'pet-puppy', name: 'Tiny', ageYears: 0, ageMonths: 4, dateOfBirth: '2026-07-15' }),
      petProfile({ _id: 'pet-kitten', name: 'Kitty', ageYears: 0, ageMonths: 1, dateOfBirthEstimated: true }),
    ];
    renderPets();
    expect(within(await screen.findByRole('article', { name: 'Tiny' })).getByText('Age').nextElementSibling).toHaveTextContent('4 months');
    expect(within(screen.getByRole('article', { name: 'Kitty' })).getByText('Age').nextElementSibling).toHaveTextContent('about 1 month');
  });

  it('without pets: a friendly call to add one, which opens the form', async () => {
    pets = [];
    const user = userEvent.setup();
    renderPets();
    // The heading's Add pet is there while the list loads and stays without pets: the heading never changes height.
    expect(screen.getByRole('button', { name: 'Add pet' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'No pets yet' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add pet' })).toBeInTheDocument();
    expect(screen.queryByText(/^Archived/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add your first pet' }));
    expect(await screen.findByRole('dialog', { name: 'Add a pet' })).toBeInTheDocument();
    expect(screen.getByLabelText(/Pet name/)).toHaveFocus();
  });

  it('adds a pet: the contract rules at their fields first, then POST /pets and the list shows it', async () => {
    const user = userEvent.setup();
    renderPets();
    await screen.findByRole('article', { name: 'Bruno' });
    await user.click(screen.getByRole('button', { name: 'Add pet' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a pet' });

    await user.type(within(dialog).getByLabelText('Microchip number'), '12-34');
    await user.click(within(dialog).getByRole('radio', { name: 'I know the age roughly' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add pet' }));
    expect(await within(dialog).findByText('Pet name is required')).toBeInTheDocument();
    expect(within(dialog).getByText('A microchip number has 9 to 15 digits')).toBeInTheDocument();
    expect(within(dialog).getByText('Estimated age must be a number of years from 0 to 40')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/Pet name/)).toHaveFocus();
    expect(within(dialog).getByLabelText(/Pet name/)).toHaveAttribute('aria-invalid', 'true');
    expect(writes()).toEqual([]);

    await user.type(within(dialog).getByLabelText(/Pet name/), 'Kiki');
    await user.selectOptions(within(dialog).getByLabelText('Species'), 'Rabbit');
    await user.selectOptions(within(dialog).getByLabelText('Sex'), 'female');
    await user.click(within(dialog).getByRole('radio', { name: 'No' }));
    await user.type(within(dialog).getByLabelText(/Age in years/), '2');
    await user.clear(within(dialog).getByLabelText('Microchip number'));
    await user.type(within(dialog).getByLabelText('Microchip number'), '900 111 222 333');
    await user.type(within(dialog).getByLabelText('Colour and markings'), 'White, black ears');
    await user.click(within(dialog).getByRole('button', { name: 'Add pet' }));

    expect(await screen.findByRole('article', { name: 'Kiki' })).toHaveTextContent('Rabbit');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await screen.findByText('Kiki added')).toBeInTheDocument();
    expect(writes()).toEqual([
      [
        'POST',
        '/api/pets',
        {
          name: 'Kiki',
          species: 'Rabbit',
          breed: '',
          sex: 'female',
          neutered: false,
          estimatedAgeYears: 2,
          microchipNumber: '900111222333',
          colourMarkings: 'White, black ears',
        },
      ],
    ]);
    expect(listReads()).toBe(2); // the list was asked again after the write (the invalidation map)
  });

  it("a date of birth is required once chosen, and can't be in the future", async () => {
    const user = userEvent.setup();
    renderPets();
    await screen.findByRole('article', { name: 'Bruno' });
    await user.click(screen.getByRole('button', { name: 'Add pet' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a pet' });
    await user.type(within(dialog).getByLabelText(/Pet name/), 'Rex');
    await user.click(within(dialog).getByRole('radio', { name: 'I know the date of birth' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add pet' }));
    expect(await within(dialog).findByText('Please enter a date of birth that is not in the future')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/Date of birth/), '2026-12-01');
    await user.click(within(dialog).getByRole('button', { name: 'Add pet' }));
    expect(await within(dialog).findByText('Please enter a date of birth that is not in the future')).toBeInTheDocument();
    expect(writes()).toEqual([]);
    await user.clear(within(dialog).getByLabelText(/Date of birth/));
    await user.type(within(dialog).getByLabelText(/Date of birth/), '2026-11-22'); // today in Colombo
    await user.click(within(dialog).getByRole('button', { name: 'Add pet' }));
    await waitFor(() => expect(writes()).toHaveLength(1));
    expect((writes()[0]![2] as { dateOfBirth?: string }).dateOfBirth).toBe('2026-11-22');
  });

  it("a refusal: the server's field errors at their fields, any other failure toasted by its code; the dialog stays", async () => {
    const user = userEvent.setup();
    refuse = (method) =>
      method === 'POST'
        ? [400, { statusCode: 400, code: 'VALIDATION_FAILED', message: 'Validation failed', errors: [{ path: 'microchipNumber', message: 'A microchip number has 9 to 15 digits' }] }]
        : undefined;
    renderPets();
    await screen.findByRole('article', { name: 'Bruno' });
    await user.click(screen.getByRole('button', { name: 'Add pet' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a pet' });
    await user.type(within(dialog).getByLabelText(/Pet name/), 'Kiki');
    await user.click(within(dialog).getByRole('button', { name: 'Add pet' }));
    expect(await within(dialog).findByText('A microchip number has 9 to 15 digits')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Microchip number')).toHaveFocus();

    refuse = (method) => (method === 'POST' ? [429, { statusCode: 429, code: 'RATE_LIMITED', message: ERROR_CODES.RATE_LIMITED.message }] : undefined);
    await user.click(within(dialog).getByRole('button', { name: 'Add pet' }));
    expect(await screen.findByText(ERROR_CODES.RATE_LIMITED.message)).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Add a pet' })).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Kiki' })).not.toBeInTheDocument();
  });

  it("edits a pet: the form starts with its details, PUT /pets/:id sends the whole profile, and a gone pet is told by its code", async () => {
    const user = userEvent.setup();
    renderPets();
    await user.click(await screen.findByRole('button', { name: 'Edit Bruno' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Bruno' });
    expect(within(dialog).getByLabelText(/Pet name/)).toHaveValue('Bruno');
    expect(within(dialog).getByLabelText('Species')).toHaveValue('Dog');
    expect(within(dialog).getByRole('radio', { name: 'Yes' })).toBeChecked();
    expect(within(dialog).getByRole('radio', { name: 'I know the date of birth' })).toBeChecked();
    expect(within(dialog).getByLabelText(/Date of birth/)).toHaveValue('2023-05-10');
    await user.clear(within(dialog).getByLabelText('Breed'));
    await user.type(within(dialog).getByLabelText('Breed'), 'Golden Retriever');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(within(screen.getByRole('article', { name: 'Bruno' })).getByText('Golden Retriever')).toBeInTheDocument());
    expect(await screen.findByText('Bruno saved')).toBeInTheDocument();
    expect(writes()).toEqual([
      [
        'PUT',
        '/api/pets/pet-bruno',
        {
          name: 'Bruno',
          species: 'Dog',
          breed: 'Golden Retriever',
          sex: 'male',
          neutered: true,
          dateOfBirth: '2023-05-10',
          microchipNumber: '900123456789012',
          colourMarkings: 'Golden, white patch on the chest',
        },
      ],
    ]);

    refuse = (method) => (method === 'PUT' ? [404, { statusCode: 404, code: 'PET_NOT_FOUND', message: ERROR_CODES.PET_NOT_FOUND.message }] : undefined);
    await user.click(screen.getByRole('button', { name: 'Edit Bruno' }));
    const again = await screen.findByRole('dialog', { name: 'Edit Bruno' });
    await user.click(within(again).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Pet not found')).toBeInTheDocument();
  });

  it('archives a pet after confirming (it moves to Archived) and brings one back', async () => {
    const user = userEvent.setup();
    renderPets();
    await user.click(await screen.findByRole('button', { name: 'Archive Bruno' }));
    const confirm = await screen.findByRole('dialog', { name: 'Archive Bruno?' });
    expect(confirm).toHaveAccessibleDescription(/The health record is kept and reminders stop/);
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(writes()).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Archive Bruno' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Archive Bruno?' })).getByRole('button', { name: 'Archive' }));
    expect(await screen.findByText('Archived (2)')).toBeInTheDocument();
    expect(await screen.findByText('Bruno archived')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'No pets yet' })).toBeInTheDocument();
    const archived = screen.getByText('Archived (2)').closest('details')!;
    expect(within(archived).getByRole('article', { name: 'Bruno' })).toBeInTheDocument();

    await user.click(within(archived).getByText('Archived (2)'));
    await user.click(within(archived).getByRole('button', { name: 'Bring back Misty' }));
    expect(await screen.findByText('Misty is back in My Pets')).toBeInTheDocument();
    expect(screen.getByText('Archived (1)')).toBeInTheDocument();
    expect(writes()).toEqual([
      ['PUT', '/api/pets/pet-bruno/archive', { archived: true }],
      ['PUT', '/api/pets/pet-misty/archive', { archived: false }],
    ]);
  });

  it('says so, with a retry, when the list could not be loaded', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    refuse = (method, path) => (method === 'GET' && path === '/api/pets' ? [503, { statusCode: 503, code: 'SERVICE_UNAVAILABLE', message: 'Service unavailable' }] : undefined);
    const user = userEvent.setup();
    renderPets();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your pets could not be loaded.');
    refuse = undefined;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Bruno' })).toBeInTheDocument();
    expect(warn).toHaveBeenCalledWith('Pets could not be loaded', 'Service unavailable');
    warn.mockRestore();
  });
});
