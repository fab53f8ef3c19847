/** `@vetnow/service-kit/config` — the service's environment. */
export { loadServiceConfig, isProxyAddress, splitList, LOG_LEVELS, type LogLevel, type ServiceConfig } from './service-config.js';
export { SERVICE_CONFIG } from './service-config.tokens.js';
export { currentServiceEnv } from './service-env.js';
export { readOrCreateSecretFile } from './secret-file.js';
export { blankToUndefined, configProblemMessage, envFlag, envInt, envProblems, httpUrl, optionalEnv, parseEnv } from './env-values.js';
