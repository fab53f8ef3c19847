import { nodePreset } from '../tools/jest/node.preset.js';

export default nodePreset('gateway');
