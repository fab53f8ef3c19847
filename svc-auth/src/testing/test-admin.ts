/** The first admin the specs start svc-auth with (ADMIN_EMAIL / ADMIN_PASSWORD: the seed's documented path). */
export const TEST_ADMIN = { email: 'boss@vetnow.test', password: 'admin-pass-1' };

/** The environment that seeds {@link TEST_ADMIN}. */
export const TEST_ADMIN_ENV = { ADMIN_EMAIL: TEST_ADMIN.email, ADMIN_PASSWORD: TEST_ADMIN.password };
