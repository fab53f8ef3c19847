/** Injection tokens of the gateway's shared pieces. */
export const GATEWAY_CONFIG = Symbol('GATEWAY_CONFIG');
export const UPSTREAMS = Symbol('UPSTREAMS');
/** The {@link AccessTokenVerifier} of admin-only composition routes. */
export const ACCESS_TOKEN_VERIFIER = Symbol('ACCESS_TOKEN_VERIFIER');
