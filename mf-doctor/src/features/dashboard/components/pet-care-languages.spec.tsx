import { afterAll, beforeEach, describe, expect, it } from '@jest/globals';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n, setLanguage, type Language } from '@vetnow/web-kit/i18n';
import { englishLeftovers, renderWithProviders } from '@vetnow/web-kit/testing';
import { NOW, TODAY, appointment, doctorApi, doctorAppointments } from '../../../testing/fixtures';
import { dueItem, petCareApi, petRecord } from '../../../testing/pet-care';
import { PET_CARE_NS } from '../../pet-care';
import { CompleteAppointmentDialog } from './complete-appointment-dialog';
import { DoctorDashboardPage } from './doctor-dashboard-page';

// Issue 38: the doctor's pet care reads in Sinhala and Tamil — the care form, the due badges, the health record.

type Catalogue = { [key: string]: string | Catalogue };
/** The pet-care texts (another feature's namespace), read from the i18n store its module registered. */
const catalogue = (language: Language) => i18n.getResourceBundle(language, PET_CARE_NS) as Catalogue;

afterAll(async () => {
  await act(() => setLanguage('en'));
});

describe.each(['si', 'ta'] as const)('pet care in %s', (language: Exclude<Language, 'en'>) => {
  const t = (key: string, values: Record<string, string | number> = {}) => i18n.getFixedT(language, PET_CARE_NS)(key, values);
  const en = () => [catalogue('en')];

  it('is not English', () => {
    expect(t('care.title')).not.toBe(i18n.getFixedT('en', PET_CARE_NS)('care.title'));
  });

  beforeEach(async () => {
    localStorage.clear();
    doctorApi(doctorAppointments());
    petCareApi({
      day: [{ appointmentId: 't10', petId: 'pet-bruno', petName: 'Misty', due: [dueItem({ name: 'Anti-rabies', dueOn: '2026-11-15' })] }],
      pets: { 'pet-bruno': petRecord() },
    });
    await act(() => setLanguage(language));
  });

  it('the due badges and the health record', async () => {
    const user = userEvent.setup();
    renderWithProviders(<DoctorDashboardPage now={() => NOW} />);
    expect(await screen.findByRole('list', { name: t('due.label', { pet: 'Misty' }) })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: t('record.openFor', { pet: 'Misty' }) }));
    const dialog = await screen.findByRole('dialog', { name: t('record.title', { pet: 'Bruno' }) });
    expect(await within(dialog).findByRole('region', { name: t('record.profile') })).toBeInTheDocument();
    expect(within(dialog).getByText(t('species.Dog'))).toBeInTheDocument();
    expect(englishLeftovers(dialog, en())).toEqual([]);
  });

  it('the care given in the completion dialog, with its messages', async () => {
    const user = userEvent.setup();
    renderWithProviders(<CompleteAppointmentDialog appointment={appointment('t10', TODAY, '10:00', { petId: 'pet-bruno' })} onClose={() => {}} onCompleted={() => {}} />);
    await user.click(await screen.findByRole('button', { name: t('care.vaccinations.add') }));
    await user.click(screen.getByRole('button', { name: t('care.prescriptions.add') }));
    const group = screen.getByRole('group', { name: t('care.title') });
    expect(within(group).getByRole('group', { name: t('care.vaccinations.row', { number: 1 }) })).toBeInTheDocument();
    expect(englishLeftovers(group, en())).toEqual([]);
  });
});
