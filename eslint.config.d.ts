// Types of eslint.config.js for the TypeScript that imports it (tools/lint/boundaries.spec.ts).
import type { Linter } from 'eslint';

declare const config: Linter.Config[];
export default config;
