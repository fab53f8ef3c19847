// The stack's addresses: free loopback ports (each handed out once), TCP and HTTP probes, NATS URLs.
/* global AbortSignal */
import { createServer, Socket } from 'node:net';

/** Resolves true when something accepts a TCP connection at host:port within timeoutMs. */
export function probeTcp(host, port, timeoutMs = 1000) {
  return new Promise((res) => {
    const socket = new Socket();
    const finish = (ok) => {
      socket.destroy();
      res(ok);
    };
    socket.setTimeout(timeoutMs, () => finish(false));
    socket.once('connect', () => finish(true));
    socket.once('error', () => finish(false));
    socket.connect(port, host);
  });
}

/** A TCP port that is free on 127.0.0.1 right now. */
export function findFreePort() {
  return new Promise((res, rej) => {
    const server = createServer();
    server.unref();
    server.once('error', rej);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => res(port));
    });
  });
}

/**
 * A port findFreePort answers is free, not reserved: a second call can answer it again before its first taker
 * binds it. Every port a stack hands out is taken from the function this returns, never twice (a service copy and a
 * NATS node once got the same port). `taken`: the ports already in use by the stack.
 * @param {Set<number>} taken
 * @returns {() => Promise<number>}
 */
export function freePortTaker(taken) {
  return async () => {
    for (;;) {
      const port = await findFreePort();
      if (taken.has(port)) continue;
      taken.add(port);
      return port;
    }
  };
}

/** The status and body of a GET (status 0 and the error's code when nothing answers within 2 s). */
export async function httpStatus(target) {
  try {
    const res = await fetch(target, { signal: AbortSignal.timeout(2000) });
    return { status: res.status, body: await res.text() };
  } catch (err) {
    return { status: 0, body: '', error: err.cause?.code ?? err.name ?? String(err) };
  }
}

/** The host and port of a NATS_URL's first server. */
export function parseNatsUrl(value) {
  const first = value.split(',')[0].trim();
  const u = new URL(first.includes('://') ? first : `nats://${first}`);
  return { host: u.hostname.replace(/^\[|\]$/g, ''), port: Number(u.port || 4222) };
}
