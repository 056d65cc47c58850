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
        ...(serveStatic ? [AdminSiteModule] : []),
      ],
    };
  }
}
