// The kit's stand-in for useEventStream (@vetnow/web-kit/testing/fake-event-stream), as this remote's specs import it.
export {
  emitStreamEvent,
  openStreams,
  reconnectStreams,
  resetEventStreams,
  setStreamStatus,
  useFakeEventStream,
} from '@vetnow/web-kit/testing/fake-event-stream';
