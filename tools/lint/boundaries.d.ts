// Types of boundaries.js for the TypeScript that imports it (its spec).
import type { Linter } from 'eslint';

export declare const SERVER_PACKAGES: readonly string[];
export declare const kindOf: (ws: string) => string;
/** The boundary rules for the repository at `root` (where the root package.json is). */
export declare function boundaries(options: { root: string }): Linter.Config[];
