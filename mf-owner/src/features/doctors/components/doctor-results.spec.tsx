import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { waitFor } from '@testing-library/react';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { createI18n } from '@vetnow/web-kit/i18n';
import { MemoryRouter } from '@vetnow/web-kit/router';
import { doctor } from '@vetnow/web-kit/testing';
import { DoctorResults, FIRST_CARDS } from './doctor-results';
// The screen's module registers its texts ('doctors'), as in the remote.
import './doctors-page';

createI18n();

const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
let container: HTMLElement;
let root: Root;
let wasActEnvironment: boolean | undefined;

// Rendered as the browser renders it, not inside act() (which would finish the background render at once): the
// test sees the list between its first render and the rest.
beforeEach(() => {
  wasActEnvironment = actEnvironment.IS_REACT_ACT_ENVIRONMENT;
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
  container = document.body.appendChild(document.createElement('div'));
  root = createRoot(container);
});
afterEach(() => {
  root.unmount();
  container.remove();
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = wasActEnvironment;
});

const doctors = (count: number) => Array.from({ length: count }, (_, i) => doctor({ _id: `d-${i}`, fullName: `Dr. Number ${i}` }));
const cards = () => [...container.querySelectorAll('article h2')].map((h) => h.textContent);
const renderList = (list: ReturnType<typeof doctors>) =>
  flushSync(() =>
    root.render(
      <MemoryRouter>
        <DoctorResults view={{ kind: 'doctors', doctors: list, filtered: false }} onView={() => undefined} />
      </MemoryRouter>,
    ),
  );

describe('the doctor list renders its first cards first', () => {
  it('shows the first cards in the first render, the rest in a later one, the list marked loading until then', async () => {
    renderList(doctors(13));
    expect(cards()).toEqual(doctors(FIRST_CARDS).map((d) => d.fullName));
    expect(container.textContent).toContain('13 veterinarians found');
    expect(container.querySelector('ul[data-page-loading]')).not.toBeNull();

    await waitFor(() => expect(cards()).toEqual(doctors(13).map((d) => d.fullName)));
    expect(container.querySelector('[data-page-loading]')).toBeNull();
  });

  it('shows a short list whole at once, not marked loading', () => {
    renderList(doctors(2));
    expect(cards()).toEqual(['Dr. Number 0', 'Dr. Number 1']);
    expect(container.querySelector('[data-page-loading]')).toBeNull();
  });

  it('shows a narrower search whole at once', async () => {
    renderList(doctors(13));
    await waitFor(() => expect(cards()).toHaveLength(13));
    renderList(doctors(5));
    expect(cards()).toHaveLength(5);
    expect(container.querySelector('[data-page-loading]')).toBeNull();
  });
});
