import { Module } from '@nestjs/common';
import { BlogsModule } from '../blogs/blogs.module';
import { JobsModule } from '../jobs/jobs.module';
import { LiveContentSourceService } from './live-content-source.service';
import { PageRendererService } from './page-renderer.service';
import { PagesController } from './pages.controller';

/** The live pages (articles, blog list, careers) rendered on the server with their data. */
@Module({
  imports: [BlogsModule, JobsModule],
  controllers: [PagesController],
  providers: [PageRendererService, LiveContentSourceService],
  exports: [PageRendererService],
})
export class PagesModule {}
