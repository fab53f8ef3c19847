/**
 * The doctor remote's own test setup (after the kit's): the kit's live streams are replaced by the stand-in of
 * ./event-stream for every spec — no test opens a real `text/event-stream` — and reset after each test.
 */
import { afterEach, jest } from '@jest/globals';

jest.unstable_mockModule('@vetnow/web-kit/event-stream', async () => {
  const fake = await import('./event-stream');
  return { useEventStream: fake.useFakeEventStream };
});

afterEach(async () => {
  const { resetEventStreams } = await import('./event-stream');
  resetEventStreams();
});
