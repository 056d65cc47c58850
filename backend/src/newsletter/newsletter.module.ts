import { Module } from '@nestjs/common';
import { DeliveriesModule } from '../deliveries/deliveries.module';
import { RateLimitModule } from '../rate-limit/rate-limit.module';
import { FormBodyParser } from './form-body.parser';
import { NewsletterController } from './newsletter.controller';
import { NewsletterService } from './newsletter.service';

@Module({
  imports: [DeliveriesModule, RateLimitModule],
  controllers: [NewsletterController],
  providers: [NewsletterService, FormBodyParser],
  exports: [NewsletterService],
})
export class NewsletterModule {}
