import { Readable } from 'node:stream';
import { Injectable } from '@nestjs/common';
import type { InboxItem, InboxQuery, InboxResponse } from '@prairieflow/contracts/admin';
import { stringify } from 'csv-stringify';
import { Prisma } from '../../generated/prisma/client';
import { PrismaService } from '../../prisma/prisma.service';
import { inboxOrder, inboxWhere } from './inbox-query';
import type { LeadRow } from './lead-tables';

/** A lead with the source the inbox shows (stored on the lead by a trigger, see inbox-query.ts). */
type InboxRow = LeadRow & { source_label: string | null };

const EXPORT_BATCH = 2000;
const csvColumns = ['id', 'kind', 'status', 'created_at', 'name', 'email', 'company', 'industry', 'source', 'note'] as const;

/** The inbox list (one indexed table, kept by triggers) and its CSV export. */
@Injectable()
export class InboxService {
  constructor(private readonly prisma: PrismaService) {}

  async list(query: InboxQuery): Promise<InboxResponse> {
    const where = inboxWhere(query);
    const offset = (query.page - 1) * query.pageSize;
    const [rows, counted] = await Promise.all([
      this.rows(Prisma.sql`${where} ${inboxOrder(query)} LIMIT ${query.pageSize} OFFSET ${offset}`),
      this.prisma.$queryRaw<{ total: number }[]>`SELECT count(*)::int AS total FROM leads ${where}`,
    ]);
    const total = counted[0]?.total ?? 0;
    return {
      items: rows.map(toItem),
      page: query.page,
      pageSize: query.pageSize,
      total,
      totalPages: Math.max(1, Math.ceil(total / query.pageSize)),
    };
  }

  async count(query: InboxQuery): Promise<number> {
    const rows = await this.prisma.$queryRaw<{ total: number }[]>`SELECT count(*)::int AS total FROM leads ${inboxWhere(query)}`;
    return rows[0]?.total ?? 0;
  }

  /**
   * Every lead of the filter as RFC 4180 CSV (csv-stringify: CRLF, quoting), streamed in
   * batches. Cells starting with = + - @ (or tab/CR) get a leading ' so a spreadsheet shows
   * them as text instead of running them as formulas (OWASP CSV injection).
   */
  exportCsv(query: InboxQuery): Readable {
    const rows = this.batches(query);
    const csv = stringify({
      header: true,
      columns: [...csvColumns],
      record_delimiter: 'windows',
      escape_formulas: true,
      quoted_string: false,
    });
    Readable.from(rows).pipe(csv);
    return csv;
  }

  private async *batches(query: InboxQuery): AsyncGenerator<Record<(typeof csvColumns)[number], string>> {
    const where = inboxWhere(query);
    for (let offset = 0; ; offset += EXPORT_BATCH) {
      const rows = await this.rows(Prisma.sql`${where} ${inboxOrder(query)} LIMIT ${EXPORT_BATCH} OFFSET ${offset}`);
      for (const row of rows) {
        const item = toItem(row);
        yield {
          ...item,
          created_at: item.createdAt,
          name: item.name ?? '',
          email: item.email ?? '',
          company: item.company ?? '',
          industry: item.industry ?? '',
          source: item.source ?? '',
          note: row.note ?? '',
        };
      }
      if (rows.length < EXPORT_BATCH) return;
    }
  }

  /** One page of leads. */
  private rows(filterOrderLimit: Prisma.Sql): Promise<InboxRow[]> {
    return this.prisma.$queryRaw<InboxRow[]>`
      SELECT id::text, kind, name, email, company, industry, status, created_at, source,
        utm_source, utm_medium, utm_campaign, note, source_label
      FROM leads ${filterOrderLimit}`;
  }
}

function toItem(row: InboxRow): InboxItem {
  return {
    id: row.id,
    kind: row.kind,
    name: row.name,
    email: row.email,
    company: row.company,
    industry: row.industry,
    status: row.status,
    createdAt: row.created_at.toISOString(),
    source: row.source_label,
  };
}
