import { Module } from '@nestjs/common';
import { BlogsModule } from '../blogs/blogs.module';
import { ContactModule } from '../contact/contact.module';
import { JobsModule } from '../jobs/jobs.module';
import { NewsletterModule } from '../newsletter/newsletter.module';
import { RateLimitModule } from '../rate-limit/rate-limit.module';
import { LiveContentSourceService } from './live-content-source.service';
import { PageRendererService } from './page-renderer.service';
import { NoScriptFormsController } from './no-script-forms.controller';
import { PagesController } from './pages.controller';

/** The live pages (articles, blog list, careers) rendered on the server with their data. */
@Module({
  imports: [BlogsModule, JobsModule, ContactModule, NewsletterModule, RateLimitModule],
  controllers: [PagesController, NoScriptFormsController],
  providers: [PageRendererService, LiveContentSourceService],
  exports: [PageRendererService],
})
export class PagesModule {}
