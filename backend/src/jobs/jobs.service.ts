import { Injectable } from '@nestjs/common';
import type { JobListing, JobsResponse, Language } from '@prairieflow/contracts';
import { PrismaService } from '../prisma/prisma.service';

/** posted_at is a calendar date: yyyy-MM-dd, never shifted by a time zone. */
export const toIsoDate = (date: Date) => date.toISOString().slice(0, 10);

@Injectable()
export class JobsService {
  constructor(private readonly prisma: PrismaService) {}

  /**
   * Open listings (closed ones stay in the table for the record), newest posting first. Without
   * `language`: the spec's English answer. In French: French listings, and English ones with no
   * open French translation (fallback: true).
   */
  async list(language?: Language): Promise<JobsResponse> {
    const wanted = language ?? 'en';
    const rows = await this.prisma.jobListing.findMany({
      where: { closedAt: null, language: wanted === 'en' ? 'en' : { in: ['en', wanted] } },
      orderBy: [{ postedAt: 'desc' }, { createdAt: 'desc' }],
    });
    const translated = new Set(rows.filter((r) => r.language === wanted && r.translationGroup).map((r) => r.translationGroup));
    const shown = rows.filter((r) => r.language === wanted || !translated.has(r.id));
    return {
      success: true,
      data: shown.map((row): JobListing => ({
        id: row.id,
        title: row.title,
        location: row.location,
        type: row.type,
        description: row.description,
        posted_at: toIsoDate(row.postedAt),
        application_link: row.applicationLink,
        ...(language ? { language: row.language as Language, fallback: row.language !== language } : {}),
      })),
    };
  }
}
