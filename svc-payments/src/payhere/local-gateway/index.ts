// A PayHere-compatible gateway on its own loopback origin: the `local` adapter serves it from `npm start`, and the tests
// use it as the fake. It speaks PayHere's protocol (see ../payhere-protocol.ts for the doc pages followed):
//   POST /pay/checkout, POST /pay/preapprove   → its own hosted card page; card POST → signed notify → 303 to return_url
//   POST /merchant/v1/oauth/token              → client_credentials (Basic base64(appId:appSecret))
//   POST /merchant/v1/payment/charge|refund, GET /merchant/v1/payment/search?order_id=   (Bearer)
//   GET /health                                → 200 {"status":"ok"} (not PayHere's: for a runner waiting on it, main.ts)
// Card numbers and CVVs exist only inside the card-form handler of this gateway: never stored, forwarded or logged.
import Fastify from 'fastify';
import { registerCheckoutRoutes } from './checkout-routes.js';
import { createFaults } from './faults.js';
import { GatewayState } from './gateway-state.js';
import { registerMerchantApiRoutes } from './merchant-api-routes.js';
import type { LocalGateway, LocalGatewayOptions } from './types.js';

export type * from './types.js';
export { TEST_CARDS } from './test-cards.js';

export async function startLocalGateway(options: LocalGatewayOptions): Promise<LocalGateway> {
  const clock = options.clock ?? Date.now;
  const state = new GatewayState(options, clock);
  const faults = createFaults(state);
  // No request logging: the card form's body holds the card number.
  const app = Fastify({ logger: false, forceCloseConnections: true, bodyLimit: 64 * 1024 });
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });
  registerCheckoutRoutes(app, state, faults);
  registerMerchantApiRoutes(app, state, faults);
  app.get('/health', async (_request, reply) => reply.header('cache-control', 'no-store').send({ status: 'ok' }));
  // The hosted page has no icon: answer the browser's request for one with nothing rather than a 404 in its console.
  app.get('/favicon.ico', async (_request, reply) => reply.code(204).header('cache-control', 'max-age=86400').send());
  await app.listen({ port: options.port ?? 0, host: options.host ?? '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('local PayHere gateway: no TCP address');
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  const origin = `http://${host}:${address.port}`;
  state.origin = origin;

  return {
    origin,
    faults: faults.api,
    merchants: state.inspector(),
    async close() {
      state.closing = true;
      faults.releaseHeld();
      await state.settleNotifies();
      await app.close();
    },
  };
}
