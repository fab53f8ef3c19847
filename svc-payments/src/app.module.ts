import { Module } from '@nestjs/common';
import { KitModule } from '@vetnow/service-kit/kit.module';

@Module({
  imports: [KitModule.forRoot({ service: 'payments' })],
})
export class AppModule {}
