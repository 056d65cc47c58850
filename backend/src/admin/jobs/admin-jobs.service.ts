import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import type { AdminJob, JobInput, JobPatch } from '@prairieflow/contracts/admin';
import { toIsoDate } from '../../jobs/jobs.service';
import { PrismaService } from '../../prisma/prisma.service';
import { AuditService } from '../audit/audit.service';
import type { SessionOperator } from '../auth/session.service';

type JobRow = Awaited<ReturnType<PrismaService['jobListing']['findFirstOrThrow']>>;

const toJob = (row: JobRow): AdminJob => ({
  id: row.id,
  title: row.title,
  location: row.location,
  type: row.type,
  description: row.description,
  posted_at: toIsoDate(row.postedAt),
  application_link: row.applicationLink,
  language: row.language as AdminJob['language'],
  translation_of: row.translationGroup,
  closed_at: row.closedAt?.toISOString() ?? null,
  updated_at: row.updatedAt.toISOString(),
});

/** Job listings as the console edits them; each write NOTIFYs content_changed (migration triggers). */
@Injectable()
export class AdminJobsService {
  constructor(
    private readonly prisma: PrismaService,
    private readonly audit: AuditService,
  ) {}

  async list(): Promise<{ items: AdminJob[] }> {
    const rows = await this.prisma.jobListing.findMany({ orderBy: [{ postedAt: 'desc' }, { createdAt: 'desc' }] });
    return { items: rows.map(toJob) };
  }

  async create(input: JobInput, operator: SessionOperator): Promise<AdminJob> {
    await this.checkOriginal(input.translation_of, input.language);
    const row = await this.prisma.jobListing.create({ data: { ...this.data(input), language: input.language ?? 'en' } });
    await this.audit.record(operator, {
      action: 'job.created',
      subjectType: 'job',
      subjectId: row.id,
      details: { title: row.title, language: row.language },
    });
    return toJob(row);
  }

  async update(id: string, patch: JobPatch, operator: SessionOperator): Promise<AdminJob> {
    const existing = await this.prisma.jobListing.findUnique({ where: { id } });
    if (!existing) throw new NotFoundException('No job listing with this id');
    if (patch.translation_of !== undefined)
      await this.checkOriginal(patch.translation_of, patch.language ?? (existing.language as JobInput['language']), id);
    const { closed, ...fields } = patch;
    const row = await this.prisma.jobListing.update({
      where: { id },
      data: {
        ...this.data(fields),
        ...(fields.language ? { language: fields.language } : {}),
        ...(closed === undefined ? {} : { closedAt: closed ? (existing.closedAt ?? new Date()) : null }),
      },
    });
    const action =
      closed === true && !existing.closedAt ? 'job.closed' : closed === false && existing.closedAt ? 'job.reopened' : 'job.updated';
    await this.audit.record(operator, {
      action,
      subjectType: 'job',
      subjectId: id,
      details: { title: row.title, fields: Object.keys(patch) },
    });
    return toJob(row);
  }

  private data(input: Partial<JobInput>) {
    return Object.fromEntries(
      Object.entries({
        title: input.title,
        location: input.location,
        type: input.type,
        description: input.description,
        postedAt: input.posted_at ? new Date(`${input.posted_at}T00:00:00Z`) : undefined,
        applicationLink: input.application_link,
        translationGroup: input.translation_of,
      }).filter(([, v]) => v !== undefined),
    ) as {
      title: string;
      location: string;
      type: string;
      description: string;
      postedAt: Date;
      applicationLink: string;
      translationGroup?: string | null;
    };
  }

  /** A translation must point at an English original (not at itself, not at another translation). */
  private async checkOriginal(originalId: string | null | undefined, language: JobInput['language'], selfId?: string): Promise<void> {
    if (!originalId) return;
    const original = await this.prisma.jobListing.findUnique({ where: { id: originalId } });
    const message =
      !original || original.id === selfId
        ? 'translation_of must be the id of an English listing'
        : original.language !== 'en'
          ? 'translation_of must point at the English original'
          : (language ?? 'en') === 'en'
            ? 'Only a French listing can be a translation'
            : null;
    if (message) throw new BadRequestException({ message, issues: [{ path: 'translation_of', message }] });
  }
}
