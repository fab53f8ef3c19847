// After `rspack build`: this remote's screen frames (src/prerender/frames.tsx) into dist/frames/ (ADR 0083).
import path from 'node:path';
import { prerenderFrames } from '@vetnow/web-build/prerender-frames';

const t = Date.now();
const written = await prerenderFrames(path.resolve(import.meta.dirname, '..'));
console.log(`✓ screen frames ${written.join(', ')} in ${Date.now() - t} ms`);
