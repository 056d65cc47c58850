import { Injectable } from '@nestjs/common';
import type { JobsResponse } from '@prairieflow/contracts';
import { PrismaService } from '../prisma/prisma.service';

/** posted_at is a calendar date: yyyy-MM-dd, never shifted by a time zone. */
export const toIsoDate = (date: Date) => date.toISOString().slice(0, 10);

@Injectable()
export class JobsService {
  constructor(private readonly prisma: PrismaService) {}

  /** Open listings (closed ones stay in the table for the record), newest posting first. */
  async list(): Promise<JobsResponse> {
    const rows = await this.prisma.jobListing.findMany({
      where: { closedAt: null },
      orderBy: [{ postedAt: 'desc' }, { createdAt: 'desc' }],
    });
    return {
      success: true,
      data: rows.map((row) => ({
        id: row.id,
        title: row.title,
        location: row.location,
        type: row.type,
        description: row.description,
        posted_at: toIsoDate(row.postedAt),
        application_link: row.applicationLink,
      })),
    };
  }
}
