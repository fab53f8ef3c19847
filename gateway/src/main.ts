import 'reflect-metadata';
import { loadGatewayConfig } from './config/gateway-config.js';
import { createGateway, listenGateway } from './create-gateway.js';

const config = loadGatewayConfig(process.env);
const app = await createGateway({ config });
app.enableShutdownHooks(['SIGTERM', 'SIGINT']); // SIGUSR1/SIGUSR2 stay free for the inspector and heap snapshots
await listenGateway(app, config);
