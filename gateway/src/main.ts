import 'reflect-metadata';
import { loadGatewayConfig } from './config/gateway-config.js';
import { accessTokenVerifier } from './auth/access-token-verifier.js';
import { createGateway } from './create-gateway.js';

const config = loadGatewayConfig(process.env);
const app = await createGateway({ config, verifyAccessToken: accessTokenVerifier(process.env, config.upstreams.auth) });
app.enableShutdownHooks();
await app.listen({ port: config.port, host: config.host });
