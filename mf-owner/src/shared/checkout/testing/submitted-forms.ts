import { afterEach, beforeEach, jest } from '@jest/globals';

/**
 * jsdom does not navigate: every form a page posts to the provider's hosted page is recorded in the list returned
 * (emptied before each test) instead of submitted, and taken out of the page after each test. Call at the top of a
 * spec; the spec's own afterEach restores the mocks.
 */
export function recordSubmittedForms(): HTMLFormElement[] {
  const submitted: HTMLFormElement[] = [];
  beforeEach(() => {
    submitted.length = 0;
    jest.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (this: HTMLFormElement) {
      submitted.push(this);
    });
  });
  afterEach(() => {
    for (const form of document.querySelectorAll('form[data-vetnow-checkout]')) form.remove();
  });
  return submitted;
}
