import { type DynamicModule, Module } from '@nestjs/common';
import { APP_FILTER } from '@nestjs/core';
import { HttpExceptionFilter } from './common/http-exception.filter';
import { APP_CONFIG, type AppConfig } from './config/config';
import { HealthModule } from './health/health.module';
import { PrismaModule } from './prisma/prisma.module';
import { SiteModule } from './site/site.module';

/** Route modules: one folder per /api route. SiteModule comes last (it answers every other GET). */
const routeModules = [HealthModule];

@Module({})
export class AppModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: AppModule,
      global: true,
      imports: [PrismaModule, ...routeModules, ...(config.SERVE_STATIC ? [SiteModule] : [])],
      providers: [
        { provide: APP_CONFIG, useValue: config },
        { provide: APP_FILTER, useClass: HttpExceptionFilter },
      ],
      exports: [APP_CONFIG],
    };
  }
}
