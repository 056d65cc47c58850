import { type DynamicModule, Module } from '@nestjs/common';
import { AuditService } from '../admin/audit/audit.service';
import { OperatorAccountsService } from '../admin/operators/operator-accounts.service';
import { APP_CONFIG, type AppConfig } from '../config/config';
import { PrismaModule } from '../prisma/prisma.module';

/** Just what `npm run admin` needs: the database, the audit log and operator accounts. */
@Module({})
export class AdminCliModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: AdminCliModule,
      global: true,
      imports: [PrismaModule],
      providers: [{ provide: APP_CONFIG, useValue: config }, AuditService, OperatorAccountsService],
      exports: [APP_CONFIG],
    };
  }
}
