import { Module } from '@nestjs/common';
import { AnalyticsController } from './analytics.controller';
import { AnalyticsRollupsService } from './analytics-rollups.service';
import { AnalyticsService } from './analytics.service';

@Module({
  controllers: [AnalyticsController],
  providers: [AnalyticsService, AnalyticsRollupsService],
  exports: [AnalyticsService, AnalyticsRollupsService],
})
export class AnalyticsModule {}
