/** Finds the app's `@OnEvent` handler methods (singleton providers and controllers), bound to their instances. */
import type { DiscoveryService, MetadataScanner } from '@nestjs/core';
import { eventTypesOf, type EventHandlerFn } from './on-event.decorator.js';

/** One `@OnEvent` method, bound, with the name it is logged under (`Class.method`). */
export interface BoundHandler {
  readonly name: string;
  readonly fn: EventHandlerFn;
}

/**
 * Adds the app's handlers to `handlers` (by event type, in discovery order). Throws when a handler lives in a
 * provider that is not a singleton (it would have no single instance to run on).
 */
export function discoverEventHandlers(
  handlers: Map<string, BoundHandler[]>,
  discovery: DiscoveryService,
  scanner: MetadataScanner,
): void {
  const wrappers = [...discovery.getProviders(), ...discovery.getControllers()];
  const seen = new Set<object>();
  for (const wrapper of wrappers) {
    const instance: unknown = wrapper.instance;
    if (!instance || typeof instance !== 'object' || seen.has(instance)) continue;
    seen.add(instance);
    const prototype = Object.getPrototypeOf(instance) as object | null;
    if (!prototype) continue;
    for (const methodName of scanner.getAllMethodNames(prototype)) {
      const method = (prototype as Record<string, unknown>)[methodName];
      const types = eventTypesOf(method);
      if (types.length === 0) continue;
      if (!wrapper.isDependencyTreeStatic()) {
        throw new Error(
          `@OnEvent handler ${wrapper.name as string}.${methodName} must live in a singleton provider`,
        );
      }
      const fn = (method as EventHandlerFn).bind(instance);
      const name = `${instance.constructor.name}.${methodName}`;
      for (const type of types) handlers.set(type, [...(handlers.get(type) ?? []), { name, fn }]);
    }
  }
}
