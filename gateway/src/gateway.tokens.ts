/** Injection tokens of the gateway's shared pieces. */
export const GATEWAY_CONFIG = Symbol('GATEWAY_CONFIG');
export const UPSTREAMS = Symbol('UPSTREAMS');
