import { Global, Module } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/config';
import { AuditService } from './audit/audit.service';
import { AdminGuard } from './auth/admin.guard';
import { SessionService } from './auth/session.service';
import { ThrottleService } from './auth/throttle.service';
import { ADMIN_KEY, resolveAdminKey } from './keys/admin-key';
import { SecondFactor } from './session/second-factor';

/** What every console route shares: the console key, sessions, the guard, throttles, the audit log. */
@Global()
@Module({
  providers: [
    { provide: ADMIN_KEY, useFactory: (config: AppConfig) => resolveAdminKey(config), inject: [APP_CONFIG] },
    AuditService,
    SessionService,
    AdminGuard,
    ThrottleService,
    SecondFactor,
  ],
  exports: [ADMIN_KEY, AuditService, SessionService, AdminGuard, ThrottleService, SecondFactor],
})
export class AdminCoreModule {}
