// Imported first by the shell's bootstrap (before any schema is built). zod 4 compiles object parsers with
// `new Function` and probes for it at the first object schema; the site's CSP allows no eval ('unsafe-eval' is
// never granted), so the probe alone is reported as a `securitypolicyviolation` on every page. Jitless parsing is
// the interpreted path zod takes anyway when eval is refused. zod keeps this setting on globalThis, so it also
// covers a remote's own copy of zod (one built from other contracts than the shell's, ADR 0037). The services
// (no CSP) keep the compiled parsers.
import { z } from '@vetnow/contracts/zod';

z.config({ jitless: true });
