import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { blogPageSize } from '@prairieflow/contracts';
import { BlogsService } from '../blogs/blogs.service';
import { JobsService } from '../jobs/jobs.service';
import type { Lang, LiveContentSource, LiveJob, LivePost } from './live-content';

/**
 * The live pages' data, from the same services as /api/blogs and /api/jobs (same rules), always
 * asked in the page's language: French pages get French items, and English ones marked
 * `fallback` where no translation exists.
 */
@Injectable()
export class LiveContentSourceService implements LiveContentSource {
  constructor(
    private readonly blogs: BlogsService,
    private readonly jobsService: JobsService,
  ) {}

  async blogPage(page: number, lang: Lang) {
    try {
      return await this.blogs.list({ page, limit: blogPageSize, language: lang });
    } catch (error) {
      // Past the last page: the page does not exist (404), as /api/blogs answers 400.
      if (error instanceof BadRequestException) return null;
      throw error;
    }
  }

  async post(slug: string, lang: Lang): Promise<LivePost | null> {
    try {
      return (await this.blogs.findBySlug(slug, lang)).data;
    } catch (error) {
      if (error instanceof NotFoundException) return null;
      throw error;
    }
  }

  async jobs(lang: Lang): Promise<LiveJob[]> {
    return (await this.jobsService.list(lang)).data;
  }
}
