// The lint test (ADR 0019): the dependency-boundary rules of eslint.config.js fire on wrong imports.
import { nodePreset } from '../jest/node.preset.js';

export default nodePreset('lint', { testMatch: ['<rootDir>/*.spec.ts'] });
