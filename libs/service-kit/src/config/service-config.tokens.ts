/** Injection token of the service's parsed {@link ServiceConfig}. */
export const SERVICE_CONFIG = Symbol('vetnow.service-config');
