/**
 * The doctor remote's own test setup (after the kit's): the kit's live streams are replaced by the stand-in of
 * @vetnow/web-kit/testing/fake-event-stream for every spec — no test opens a real `text/event-stream` — and reset after each test.
 */
import { afterEach, jest } from '@jest/globals';
import { resetEventStreams, useFakeEventStream } from '@vetnow/web-kit/testing/fake-event-stream';

// jest.mock is hoisted above the imports; its factory runs when a screen first requires the kit module.
jest.mock('@vetnow/web-kit/event-stream', () => ({ useEventStream: useFakeEventStream }));

afterEach(() => {
  resetEventStreams();
});
