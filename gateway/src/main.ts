import 'reflect-metadata';
import { loadGatewayConfig } from './config/gateway-config.js';
import { createGateway } from './create-gateway.js';

const config = loadGatewayConfig(process.env);
const app = await createGateway({ config });
app.enableShutdownHooks();
await app.listen({ port: config.port, host: config.host });
