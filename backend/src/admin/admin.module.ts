import { type DynamicModule, Module } from '@nestjs/common';
import { AdminCoreModule } from './admin-core.module';
import { AuditModule } from './audit/audit.module';
import { AdminDeliveriesModule } from './deliveries/deliveries.module';
import { EnrolmentModule } from './enrolment/enrolment.module';
import { AdminLeadsModule } from './leads/leads.module';
import { OperatorsModule } from './operators/operators.module';
import { PrivacyModule } from './privacy/privacy.module';
import { SessionModule } from './session/session.module';
import { AdminSiteModule } from './site/admin-site.module';
import { AdminPostsModule } from './posts/admin-posts.module';
import { UploadsModule } from './uploads/uploads.module';
import { AdminJobsModule } from './jobs/admin-jobs.module';
import { AnalyticsModule } from './analytics/analytics.module';
import { ChatsModule } from './chats/chats.module';

/** The operator console: /api/admin/* (one folder per route) and, when serving files, /admin. */
@Module({})
export class AdminModule {
  static forRoot(serveStatic: boolean): DynamicModule {
    return {
      module: AdminModule,
      imports: [
        AdminCoreModule,
        SessionModule,
        EnrolmentModule,
        AdminLeadsModule,
        AdminDeliveriesModule,
        PrivacyModule,
        AuditModule,
        OperatorsModule,
        AdminPostsModule,
        UploadsModule,
        AdminJobsModule,
        AnalyticsModule,
        ChatsModule,
        ...(serveStatic ? [AdminSiteModule] : []),
      ],
    };
  }
}
