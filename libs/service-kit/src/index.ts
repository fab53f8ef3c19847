/**
 * `@vetnow/service-kit` — the kit module every service imports and the bootstrap of its process.
 * The other public entry points: `./auth`, `./errors`, `./database`, `./messaging`, `./rate-limit`, `./config`,
 * `./logging`, `./testing`. Anything not exported from one of them is internal to the kit.
 */
export { KitModule, KIT_DDL, type KitModuleOptions } from './kit.module.js';
export { bootstrapService, createServiceApp, BODY_LIMIT_BYTES, type ServiceAppOptions } from './bootstrap.js';
