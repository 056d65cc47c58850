import { Module } from '@nestjs/common';
import { AnalyticsModule } from '../analytics/analytics.module';
import { PrivacyController } from './privacy.controller';
import { PrivacyService } from './privacy.service';

@Module({ imports: [AnalyticsModule], controllers: [PrivacyController], providers: [PrivacyService] })
export class PrivacyModule {}
