// The build configuration's own specs (what the frontends share, and under which version).
import { nodePreset } from '../../tools/jest/node.preset.js';

export default nodePreset('web-build');
