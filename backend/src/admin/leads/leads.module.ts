import { Module } from '@nestjs/common';
import { LeadsModule as LeadStorageModule } from '../../leads/leads.module';
import { InboxService } from './inbox.service';
import { LeadDetailService } from './lead-detail.service';
import { LeadTriageService } from './lead-triage.service';
import { LeadsController } from './leads.controller';

@Module({
  imports: [LeadStorageModule],
  controllers: [LeadsController],
  providers: [InboxService, LeadDetailService, LeadTriageService],
  exports: [LeadDetailService],
})
export class AdminLeadsModule {}
