/**
 * The doctor remote's own test setup (after the kit's): the kit's live streams are replaced by the stand-in of
 * @vetnow/web-kit/testing/fake-event-stream for every spec — no test opens a real `text/event-stream` — and reset after each test.
 */
import { afterEach, jest } from '@jest/globals';
import { resetEventStreams, useFakeEventStream } from '@vetnow/web-kit/testing/fake-event-stream';

// The stand-in is loaded here, before any spec, and the factory is synchronous: a factory that imported it while a
// spec's own import of it was still linking failed the suite ("Module status must not be unlinked or linking").
jest.unstable_mockModule('@vetnow/web-kit/event-stream', () => ({ useEventStream: useFakeEventStream }));

afterEach(() => {
  resetEventStreams();
});
