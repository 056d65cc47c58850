import { Module } from '@nestjs/common';
import { DeliveriesModule } from '../deliveries/deliveries.module';
import { LeadsService } from './leads.service';

/** Lead storage shared by /api/contact and /api/contact-webhook. */
@Module({ imports: [DeliveriesModule], providers: [LeadsService], exports: [LeadsService] })
export class LeadsModule {}
