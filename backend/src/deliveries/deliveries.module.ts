import { Module } from '@nestjs/common';
import { MailModule } from '../mail/mail.module';
import { RateLimitModule } from '../rate-limit/rate-limit.module';
import { DeliverTask } from './deliver.task';
import { DeliverySenders } from './delivery-senders';
import { QueueService } from './queue.service';

/** Background delivery of leads: the queue, its workers and what each delivery kind sends. */
@Module({
  imports: [MailModule, RateLimitModule],
  providers: [QueueService, DeliverTask, DeliverySenders],
  exports: [QueueService],
})
export class DeliveriesModule {}
