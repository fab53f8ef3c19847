/** Injection token of the service's {@link SigningKeys}. */
export const SIGNING_KEYS = Symbol('vetnow.signing-keys');
