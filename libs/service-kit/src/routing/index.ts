/** `@vetnow/service-kit/routing` — Nest handlers that implement the contracts' routes. */
export { Implements, CONTRACT_METADATA, type ImplementsOptions } from './implements.decorator.js';
export { registeredRoutes, type RegisteredRoute } from './registered-routes.js';
