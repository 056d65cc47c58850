import { Module } from '@nestjs/common';
import { AdminLeadsModule } from '../leads/leads.module';
import { AdminDeliveriesController } from './deliveries.controller';
import { DeliveryRetryService } from './delivery-retry.service';

@Module({ imports: [AdminLeadsModule], controllers: [AdminDeliveriesController], providers: [DeliveryRetryService] })
export class AdminDeliveriesModule {}
