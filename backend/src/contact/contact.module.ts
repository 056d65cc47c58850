import { Module } from '@nestjs/common';
import { LeadsModule } from '../leads/leads.module';
import { RateLimitModule } from '../rate-limit/rate-limit.module';
import { ContactController } from './contact.controller';
import { ContactService } from './contact.service';

@Module({
  imports: [LeadsModule, RateLimitModule],
  controllers: [ContactController],
  providers: [ContactService],
  exports: [ContactService],
})
export class ContactModule {}
