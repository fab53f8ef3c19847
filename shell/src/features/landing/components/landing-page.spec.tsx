import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { TESTIMONIAL_ROTATION_MS } from '@vetnow/contracts/constants';
import { API } from '@vetnow/web-kit/api';
import { writeSession } from '@vetnow/web-kit/session-store';
import { SessionProvider } from '@vetnow/web-kit/session';
import { doctor, handlerFor, owner, server } from '@vetnow/web-kit/testing';
import { MemoryRouter } from '@vetnow/web-kit/router';
import { LandingPage } from './landing-page';

// The real SessionProvider runs: the session comes from the stored token and userType and, for owners and
// doctors, the profile call, answered here by the contracts' MSW handlers with the shared fixtures.

function base64Url(value: object): string {
  return btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function signIn(userType: 'user' | 'doctor' | 'admin' | 'staff') {
  const claims = { sub: 'acc-1', role: userType, email: 'someone@vetnow.lk', name: 'Sam Silva' };
  writeSession(`${base64Url({ alg: 'EdDSA' })}.${base64Url(claims)}.sig`, userType);
  const profile = { _id: 'acc-1', fullName: 'Sam Silva', email: 'someone@vetnow.lk' };
  server.use(handlerFor(API.auth.getProfile, owner(profile)), handlerFor(API.clinic.getOwnProfile, doctor(profile)));
}

/** Holds the profile answer until the test ends (the session stays 'loading'). */
let releaseProfile: () => void = () => {};

function renderLanding() {
  return render(
    <MemoryRouter initialEntries={['/']}>
      <SessionProvider>
        <LandingPage />
      </SessionProvider>
    </MemoryRouter>,
  );
}

/** The web setup's matchMedia (tools/jest/web.setup.js: jsdom has none), under which no query matches. */
const matchNoMedia = window.matchMedia;
function reduceMotion(reduce: boolean) {
  window.matchMedia = (query: string) => ({
    ...matchNoMedia(query),
    matches: reduce && query.includes('prefers-reduced-motion: reduce'),
  });
}

const heroOf = () => screen.getByRole('region', { name: 'Expert care for your pets in Battaramulla' });
const ctaOf = () => screen.getByRole('region', { name: 'Ready to give your pet the best care?' });
const currentSlide = () => screen.getByRole('group', { name: /of 3$/ });

beforeEach(() => {
  localStorage.clear();
  reduceMotion(false);
});

afterEach(() => {
  releaseProfile();
  jest.useRealTimers();
});

describe('LandingPage for a signed-out visitor', () => {
  it('renders every section, the four statistics and links to /register and /login', () => {
    renderLanding();

    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    for (const name of [
      'Expert care for your pets in Battaramulla',
      'VetNow in numbers',
      'Why pet owners choose VetNow',
      'What pet owners say',
      'Service area',
      'About VetNow',
      'Contact us',
      'Ready to give your pet the best care?',
      'Privacy Policy',
      'Terms of Service',
    ]) {
      expect(screen.getByRole('region', { name })).toBeInTheDocument();
    }
    expect(document.getElementById('about')).toHaveAccessibleName('About VetNow');
    expect(document.getElementById('contact')).toHaveAccessibleName('Contact us');
    expect(document.getElementById('privacy')).toHaveAccessibleName('Privacy Policy');
    expect(document.getElementById('terms')).toHaveAccessibleName('Terms of Service');

    const stats = within(screen.getByRole('region', { name: 'VetNow in numbers' }));
    expect(stats.getAllByRole('term').map((term) => term.textContent)).toEqual([
      'Happy Pets',
      'Satisfaction',
      'Emergency Care',
      'Expert Vets',
    ]);
    expect(stats.getAllByRole('definition').map((value) => value.textContent)).toEqual(['2,500+', '98%', '24/7', '15+']);

    const tiles = within(screen.getByRole('region', { name: 'Why pet owners choose VetNow' })).getAllByRole('listitem');
    expect(tiles.map((tile) => within(tile).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Easy Booking',
      'Expert Veterinarians',
      'Health Diagnosis',
      'Secure & Safe',
      '24/7 Support',
      'Multiple Locations',
    ]);

    const area = within(screen.getByRole('region', { name: 'Service area' }));
    expect(area.getByText('Battaramulla')).toBeInTheDocument();
    expect(area.getByText('8:00 AM - 6:00 PM')).toBeInTheDocument();
    expect(area.getByText('24/7')).toBeInTheDocument();

    const terms = screen.getByRole('region', { name: 'Terms of Service' });
    expect(terms).toHaveTextContent('at least 24 hours in advance');
    expect(terms).toHaveTextContent('Payment is due at the time of service');
    expect(terms).toHaveTextContent('(LKR)');

    const hero = within(heroOf());
    expect(hero.getByRole('link', { name: 'Start Your Journey' })).toHaveAttribute('href', '/register');
    expect(hero.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
    expect(hero.queryByRole('link', { name: /dashboard/i })).not.toBeInTheDocument();
    expect(within(ctaOf()).getByRole('link')).toHaveAttribute('href', '/register');

    const footer = within(screen.getByRole('contentinfo'));
    expect(within(footer.getByText('Services').nextElementSibling as HTMLElement).getAllByRole('listitem')).toHaveLength(6);
    const footerLinks = within(footer.getByRole('navigation', { name: 'Quick links' }))
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(footerLinks).toEqual(['/register', '/login', '#about', '#contact', '#privacy', '#terms']);
  });

  it('shows no hero or call-to-action buttons while the session loads', () => {
    writeSession('a.b.c', 'user');
    const held = new Promise<void>((resolve) => (releaseProfile = resolve));
    server.use(
      handlerFor(API.auth.getProfile, async () => {
        await held;
        return owner();
      }),
    );
    renderLanding();

    expect(within(heroOf()).queryByRole('link')).not.toBeInTheDocument();
    expect(within(ctaOf()).queryByRole('link')).not.toBeInTheDocument();
  });
});

describe('LandingPage for a signed-in visitor', () => {
  it.each([
    ['doctor', 'Go to Dashboard', '/doctor-dashboard', 'Go to Dashboard', '/doctor-dashboard'],
    ['user', 'Go to Dashboard', '/dashboard', 'Find a Doctor', '/doctors'],
    ['admin', 'Go to Admin Dashboard', '/admin-dashboard', 'Go to Admin Dashboard', '/admin-dashboard'],
    ['staff', 'Go to Front Desk', '/front-desk', 'Go to Front Desk', '/front-desk'],
  ] as const)('%s: hero and call to action lead to their pages', async (userType, heroLabel, heroPath, ctaLabel, ctaPath) => {
    signIn(userType);
    renderLanding();

    const heroLink = await within(heroOf()).findByRole('link', { name: heroLabel });
    expect(heroLink).toHaveAttribute('href', heroPath);
    expect(within(heroOf()).getAllByRole('link')).toHaveLength(1);
    expect(screen.queryByRole('link', { name: 'Start Your Journey' })).not.toBeInTheDocument();
    expect(within(ctaOf()).getByRole('link', { name: ctaLabel })).toHaveAttribute('href', ctaPath);
  });
});

describe('TestimonialCarousel', () => {
  const liveRegion = () => screen.getByTestId('testimonial-slides');

  it('advances every rotation period and wraps around', () => {
    jest.useFakeTimers();
    renderLanding();
    expect(currentSlide()).toHaveAccessibleName('1 of 3');
    expect(currentSlide()).toHaveTextContent('Amaya Perera');
    expect(liveRegion()).toHaveAttribute('aria-live', 'off');

    act(() => jest.advanceTimersByTime(TESTIMONIAL_ROTATION_MS));
    expect(currentSlide()).toHaveAccessibleName('2 of 3');
    expect(currentSlide()).toHaveTextContent('Dilan Fernando');

    act(() => jest.advanceTimersByTime(TESTIMONIAL_ROTATION_MS));
    expect(currentSlide()).toHaveAccessibleName('3 of 3');
    act(() => jest.advanceTimersByTime(TESTIMONIAL_ROTATION_MS));
    expect(currentSlide()).toHaveAccessibleName('1 of 3');
  });

  it('moves with the next, previous and dot buttons and pauses while focused', () => {
    jest.useFakeTimers();
    renderLanding();

    const next = screen.getByRole('button', { name: 'Next testimonial' });
    act(() => next.focus());
    fireEvent.click(next);
    expect(currentSlide()).toHaveAccessibleName('2 of 3');
    expect(liveRegion()).toHaveAttribute('aria-live', 'polite');

    fireEvent.click(screen.getByRole('button', { name: 'Previous testimonial' }));
    fireEvent.click(screen.getByRole('button', { name: 'Previous testimonial' }));
    expect(currentSlide()).toHaveAccessibleName('3 of 3');
    expect(currentSlide()).toHaveTextContent('Nadeesha Wijesinghe');

    const dot = screen.getByRole('button', { name: 'Show testimonial 2 of 3' });
    fireEvent.click(dot);
    expect(currentSlide()).toHaveAccessibleName('2 of 3');
    expect(dot).toHaveAttribute('aria-current', 'true');

    fireEvent.keyDown(dot, { key: 'ArrowRight' });
    expect(currentSlide()).toHaveAccessibleName('3 of 3');

    // Focus is inside the carousel: no automatic rotation.
    act(() => jest.advanceTimersByTime(3 * TESTIMONIAL_ROTATION_MS));
    expect(currentSlide()).toHaveAccessibleName('3 of 3');
  });

  it('pauses while hovered and on the pause button', () => {
    jest.useFakeTimers();
    renderLanding();
    const carousel = screen.getByRole('region', { name: 'What pet owners say' });

    fireEvent.mouseEnter(carousel);
    act(() => jest.advanceTimersByTime(2 * TESTIMONIAL_ROTATION_MS));
    expect(currentSlide()).toHaveAccessibleName('1 of 3');
    fireEvent.mouseLeave(carousel);
    act(() => jest.advanceTimersByTime(TESTIMONIAL_ROTATION_MS));
    expect(currentSlide()).toHaveAccessibleName('2 of 3');

    fireEvent.click(screen.getByRole('button', { name: 'Pause rotation' }));
    fireEvent.blur(screen.getByRole('button', { name: 'Resume rotation' }));
    act(() => jest.advanceTimersByTime(2 * TESTIMONIAL_ROTATION_MS));
    expect(currentSlide()).toHaveAccessibleName('2 of 3');
  });

  it('does not rotate by itself when the visitor prefers reduced motion', () => {
    reduceMotion(true);
    jest.useFakeTimers();
    renderLanding();

    act(() => jest.advanceTimersByTime(3 * TESTIMONIAL_ROTATION_MS));
    expect(currentSlide()).toHaveAccessibleName('1 of 3');
    expect(liveRegion()).toHaveAttribute('aria-live', 'polite');
    expect(screen.getByRole('button', { name: 'Resume rotation' })).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Next testimonial' }));
    expect(currentSlide()).toHaveAccessibleName('2 of 3');
  });
});
