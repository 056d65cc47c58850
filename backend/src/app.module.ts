import { type DynamicModule, Module } from '@nestjs/common';
import { APP_FILTER } from '@nestjs/core';
import { HttpExceptionFilter } from './common/http-exception.filter';
import { AdminModule } from './admin/admin.module';
import { BlogsModule } from './blogs/blogs.module';
import { ChatbotWebhookModule } from './chatbot-webhook/chatbot-webhook.module';
import { ClientEnvModule } from './client-env/client-env.module';
import { APP_CONFIG, type AppConfig } from './config/config';
import { ContactModule } from './contact/contact.module';
import { ContactWebhookModule } from './contact-webhook/contact-webhook.module';
import { ContentEventsModule } from './content-events/content-events.module';
import { HealthModule } from './health/health.module';
import { DocsModule } from './docs/docs.module';
import { NewsletterModule } from './newsletter/newsletter.module';
import { JobsModule } from './jobs/jobs.module';
import { MediaModule } from './media/media.module';
import { PrismaModule } from './prisma/prisma.module';
import { RestModule } from './rest/rest.module';
import { SeoModule } from './seo/seo.module';
import { PagesModule } from './pages/pages.module';
import { SiteModule } from './site/site.module';

/** Route modules: one folder per /api route. SiteModule comes last (it answers every other GET). */
const routeModules = [
  HealthModule,
  ContactModule,
  ContactWebhookModule,
  NewsletterModule,
  BlogsModule,
  JobsModule,
  SeoModule,
  ChatbotWebhookModule,
  ClientEnvModule,
  DocsModule,
  RestModule,
  PagesModule,
  MediaModule,
];

@Module({})
export class AppModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: AppModule,
      global: true,
      imports: [
        PrismaModule,
        ContentEventsModule,
        ...routeModules,
        AdminModule.forRoot(config.SERVE_STATIC),
        ...(config.SERVE_STATIC ? [SiteModule] : []),
      ],
      providers: [
        { provide: APP_CONFIG, useValue: config },
        { provide: APP_FILTER, useClass: HttpExceptionFilter },
      ],
      exports: [APP_CONFIG],
    };
  }
}
