import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { nextTask } from '../boot/next-task';

/**
 * Module Federation runtime plugin (rspack.config.mjs `runtimePlugins`): each shared module is taken in a task of its
 * own (ADR 0087). The bootstrap chunk consumes ~40 shared modules; the runtime resolves them all in one microtask
 * chain inside main.js's evaluation — version checks, then the chunk's script tag — one task of 140 ms or more on a
 * slow machine. Waiting for the next task before each lets the browser paint and answer input in between.
 */
export default function shareInTasksPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'vetnow-share-in-tasks',
    async beforeLoadShare(args) {
      await nextTask();
      return args;
    },
  };
}
