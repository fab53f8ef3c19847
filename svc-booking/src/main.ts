import 'reflect-metadata';
import { bootstrapService } from '@vetnow/service-kit/bootstrap';
import { AppModule } from './app.module.js';

await bootstrapService(AppModule, { service: 'booking' });
