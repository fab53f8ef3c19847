import 'reflect-metadata';
import { bootstrapService } from '@vetnow/service-kit';
import { AppModule } from './app.module.js';

await bootstrapService(AppModule, { service: 'notify' });
