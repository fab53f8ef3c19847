import { afterEach, describe, expect, it } from '@jest/globals';
import { keepScreenFrameIfTheirs } from './keep-screen-frame';

// main.js keeps a served screen frame (ADR 0083) only for a tab signed in as the frame's role and reading English;
// the gateway decides by cookies, this is the tab's own word on it.

function servePage() {
  document.body.innerHTML =
    '<div id="root"><main id="main-content"><div data-screen-frame="owner/doctors-page" data-screen-role="user" data-page-loading="" inert=""><h1>Find Veterinarians</h1></div></main></div>';
}

const setLanguages = (languages: string[]) => Object.defineProperty(window.navigator, 'languages', { value: languages, configurable: true });

describe('keepScreenFrameIfTheirs', () => {
  afterEach(() => {
    window.localStorage.clear();
    setLanguages(['en-US']);
  });

  it('keeps the frame of a tab signed in as its role, reading English', () => {
    servePage();
    window.localStorage.setItem('userType', 'user');
    expect(keepScreenFrameIfTheirs()).toBe(true);
    expect(document.querySelector('[data-screen-frame] h1')).toHaveTextContent('Find Veterinarians');
  });

  it.each([
    ['signed out', () => undefined],
    ['signed in as a doctor', () => window.localStorage.setItem('userType', 'doctor')],
    ['Sinhala chosen on this device', () => (window.localStorage.setItem('userType', 'user'), window.localStorage.setItem('vetnow.language', 'si'))],
    ['a Tamil browser', () => (window.localStorage.setItem('userType', 'user'), setLanguages(['ta-LK', 'en']))],
  ])('removes it for a tab %s', (_who, arrange) => {
    servePage();
    arrange();
    expect(keepScreenFrameIfTheirs()).toBe(false);
    expect(document.querySelector('[data-screen-frame]')).toBeNull();
    expect(document.getElementById('main-content')).not.toBeNull();
  });

  it('does nothing on a page without a frame', () => {
    document.body.innerHTML = '<div id="root"></div>';
    expect(keepScreenFrameIfTheirs()).toBe(false);
    expect(document.getElementById('root')).not.toBeNull();
  });
});
