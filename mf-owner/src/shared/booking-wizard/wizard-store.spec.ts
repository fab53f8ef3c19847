import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import {
  readAnswersState,
  readDraft,
  readWizardDraft,
  resetWizardStore,
  subscribeWizard,
  writeAnswersState,
  writeDraft,
  writeWizardDraft,
} from './wizard-store';
import { bookingDraft } from './testing/draft-fixture';

const DRAFT = bookingDraft();

beforeEach(() => {
  sessionStorage.clear();
  resetWizardStore();
});

afterEach(() => {
  jest.restoreAllMocks();
});

describe('the wizard store', () => {
  it('hands the draft between screens in memory and keeps a copy in sessionStorage bookingData', () => {
    writeDraft(DRAFT);
    expect(readDraft()).toEqual(DRAFT);
    expect(JSON.parse(sessionStorage.getItem('bookingData')!)).toEqual(DRAFT);
  });

  it('reads sessionStorage once: later changes to the storage are not the channel between screens', () => {
    writeDraft(DRAFT);
    sessionStorage.setItem('bookingData', JSON.stringify({ ...DRAFT, reason: 'Changed behind its back' }));
    expect(readDraft()!.reason).toBe('Limping');
  });

  it('after a reload (memory gone) it starts from what sessionStorage kept', () => {
    writeDraft(DRAFT);
    writeAnswersState({ step: 2, answers: {} });
    resetWizardStore();
    expect(readDraft()).toEqual(DRAFT);
    expect(readAnswersState()).toEqual({ step: 2, answers: {} });
  });

  it('works within the page when sessionStorage refuses writes', () => {
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    writeDraft(DRAFT);
    expect(readDraft()).toEqual(DRAFT);
    expect(sessionStorage.getItem('bookingData')).toBeNull();
  });

  it('reads a broken stored draft as missing', () => {
    sessionStorage.setItem('bookingData', '{not json');
    resetWizardStore();
    expect(readDraft()).toBeNull();
    expect(readWizardDraft()).toBeNull();
  });

  it('an incomplete wizard draft is read leniently, never as a complete draft', () => {
    writeWizardDraft(bookingDraft({ timeSlot: '', pet: { name: 'Rex', type: 'Cat', breed: '' }, reason: '' }));
    expect(readDraft()).toBeNull();
    expect(readWizardDraft()).toMatchObject({ doctorId: 'd-1', pet: { name: 'Rex', type: 'Cat' } });
  });

  it('tells subscribers about every change', () => {
    const listener = jest.fn();
    const unsubscribe = subscribeWizard(listener);
    writeDraft(DRAFT);
    writeAnswersState({ step: 1, answers: {} });
    unsubscribe();
    writeDraft(DRAFT);
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
