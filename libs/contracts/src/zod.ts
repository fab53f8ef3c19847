/**
 * The zod the contracts' schemas are built with, and the only zod the frontends import (ADR 0037): the members
 * VetNow uses, as one `z` namespace. The shell and the remotes built from the same contracts share this entry as one
 * module, so a remote page no longer downloads a second zod beside the shell's. Shared modules are never tree-shaken (the shell
 * cannot know what a remote will use), and the `z` of the 'zod' package holds all of zod (JSON Schema, codecs and
 * every language's messages): shared whole, it would weigh twice the copies it replaces (ADR 0032). A member the
 * contracts or a frontend needs is one more name in zod-members.ts. Server-only code (the OpenAPI document) may
 * import 'zod' itself.
 */
export * as z from './zod-members.js';
