import { Injectable, NotFoundException } from '@nestjs/common';
import type { LeadDelivery, LeadDetail } from '@prairieflow/contracts/admin';
import { PrismaService } from '../../prisma/prisma.service';
import { describeSource } from './inbox-query';
import { type LeadRow, leadTables, plainRow } from './lead-tables';

type StoredLead = LeadRow & { visitor_id: string | null; updated_at: Date };

/** How far back and how many page views and chat messages a lead's page shows. */
const HISTORY_LIMIT = 200;

/** One lead with everything stored around it: fields, journey, chat, deliveries. */
@Injectable()
export class LeadDetailService {
  constructor(private readonly prisma: PrismaService) {}

  async detail(id: string): Promise<LeadDetail> {
    const lead = (await this.prisma.$queryRaw<StoredLead[]>`SELECT * FROM leads WHERE id = ${id}::uuid`)[0];
    if (!lead) throw new NotFoundException('No lead with this id');
    const { table } = leadTables[lead.kind];
    const [fieldsRow] = await this.prisma.$queryRaw<Record<string, unknown>[]>`SELECT * FROM ${table} WHERE id = ${id}::uuid`;
    const fields = plainRow(fieldsRow ?? {});
    const visitorId = lead.visitor_id;
    const [visitor, pagesBefore, transcript, deliveries] = await Promise.all([
      visitorId ? this.visitor(visitorId) : null,
      visitorId ? this.pagesBefore(visitorId, lead.created_at) : [],
      visitorId ? this.transcript(visitorId, lead.created_at) : [],
      this.deliveries(id),
    ]);
    const meetingAsked = fields.schedule_meeting === true || fields.book_meeting === true;
    return {
      lead: {
        id: lead.id,
        kind: lead.kind,
        name: lead.name,
        email: lead.email,
        company: lead.company,
        industry: lead.industry,
        status: lead.status,
        note: lead.note,
        createdAt: lead.created_at.toISOString(),
        updatedAt: lead.updated_at.toISOString(),
        source: describeSource({ ...lead, referrer_url: visitor?.referrer ?? null }),
      },
      fields,
      meeting: meetingAsked
        ? { date: (fields.preferred_date as string | null) ?? null, time: (fields.preferred_time as string | null) ?? null }
        : null,
      utm: { source: lead.utm_source, medium: lead.utm_medium, campaign: lead.utm_campaign },
      visitor,
      pagesBefore,
      transcript,
      deliveries,
    };
  }

  private async visitor(visitorId: string) {
    const rows = await this.prisma.$queryRaw<{ referrer_url: string | null; landing_page: string | null }[]>`
      SELECT referrer_url, landing_page FROM website_visitors WHERE visitor_id = ${visitorId}`;
    return { visitorId, referrer: rows[0]?.referrer_url ?? null, landingPage: rows[0]?.landing_page ?? null };
  }

  /** The pages the visitor saw up to the moment the lead was stored. */
  private async pagesBefore(visitorId: string, until: Date) {
    const rows = await this.prisma.$queryRaw<{ page_url: string; page_title: string | null; created_at: Date }[]>`
      SELECT page_url, page_title, created_at FROM (
        SELECT page_url, page_title, created_at FROM page_views
        WHERE visitor_id = ${visitorId} AND created_at <= ${until} ORDER BY created_at DESC LIMIT ${HISTORY_LIMIT}
      ) recent ORDER BY created_at`;
    return rows.map((r) => ({ url: r.page_url, title: r.page_title, at: r.created_at.toISOString() }));
  }

  /** The visitor's chat up to a few minutes after the lead (the bot's answer to it included). */
  private async transcript(visitorId: string, at: Date) {
    const rows = await this.prisma.$queryRaw<{ message: string; is_bot_message: boolean; created_at: Date }[]>`
      SELECT message, is_bot_message, created_at FROM (
        SELECT message, is_bot_message, created_at FROM chatbot_interactions
        WHERE visitor_id = ${visitorId} AND created_at <= ${at}::timestamptz + interval '10 minutes'
        ORDER BY created_at DESC LIMIT ${HISTORY_LIMIT}
      ) recent ORDER BY created_at`;
    return rows.map((r) => ({ at: r.created_at.toISOString(), fromBot: r.is_bot_message, message: r.message }));
  }

  async deliveries(subjectId: string): Promise<LeadDelivery[]> {
    const rows = await this.prisma.$queryRaw<
      {
        id: string;
        kind: string;
        status: string;
        attempts: number;
        last_error: string | null;
        delivered_at: Date | null;
        next_run: Date | null;
        history: {
          attempt: number;
          ok: boolean;
          http_status: number | null;
          error: string | null;
          duration_ms: number;
          created_at: string;
        }[];
      }[]
    >`
      SELECT d.id::text, d.kind, d.status, d.attempts, d.last_error, d.delivered_at,
        (SELECT j.run_at FROM graphile_worker.jobs j WHERE j.key = d.id::text AND j.attempts < j.max_attempts) AS next_run,
        coalesce((SELECT json_agg(a ORDER BY a.attempt) FROM delivery_attempts a WHERE a.delivery_id = d.id), '[]') AS history
      FROM deliveries d WHERE d.subject_id = ${subjectId}::uuid ORDER BY d.created_at, d.kind`;
    return rows.map((d) => ({
      id: d.id,
      kind: d.kind,
      status: d.status,
      attempts: d.attempts,
      lastError: d.last_error,
      nextRetryAt: d.status === 'delivered' ? null : (d.next_run?.toISOString() ?? null),
      deliveredAt: d.delivered_at?.toISOString() ?? null,
      history: d.history.map((a) => ({
        attempt: a.attempt,
        ok: a.ok,
        httpStatus: a.http_status,
        error: a.error,
        durationMs: a.duration_ms,
        at: new Date(a.created_at).toISOString(),
      })),
    }));
  }
}
