import { Injectable, NotFoundException } from '@nestjs/common';
import type { ChatListQuery, ChatListResponse, ChatSummary, ChatTranscript, UnansweredReport } from '@prairieflow/contracts/admin';
import { Prisma } from '../../generated/prisma/client';
import { PrismaService } from '../../prisma/prisma.service';
import { UNANSWERED_REPLY_PREFIXES } from './chat-outcomes';

interface SummaryRow {
  conversation_id: string;
  visitor_id: string;
  started_at: Date;
  last_at: Date;
  messages: number;
  first_message: string | null;
  ended_in_lead: boolean;
  asked_for_human: boolean;
  unanswered: number;
  language: string | null;
}

const unanswered = (alias: string) =>
  Prisma.sql`(${Prisma.raw(alias)}.is_bot_message AND (${Prisma.join(
    UNANSWERED_REPLY_PREFIXES.map((p) => Prisma.sql`starts_with(${Prisma.raw(alias)}.message, ${p})`),
    ' OR ',
  )}))`;

/**
 * Conversations from chatbot_interactions (what the widget logs) joined to chat_leads (what the
 * assistant captured: an e-mail, or a request for a human) of the same visitor while the
 * conversation was going on (a 10-minute margin after its last message).
 */
const summaries = Prisma.sql`
  SELECT c.conversation_id, c.visitor_id, c.started_at, c.last_at, c.messages, c.first_message, c.unanswered, c.language,
    EXISTS (SELECT 1 FROM chat_leads l WHERE l.visitor_id = c.visitor_id AND l.kind <> 'human' AND l.created_at BETWEEN c.started_at AND c.last_at + interval '10 minutes') OR c.emails > 0 AS ended_in_lead,
    EXISTS (SELECT 1 FROM chat_leads l WHERE l.visitor_id = c.visitor_id AND l.kind = 'human' AND l.created_at BETWEEN c.started_at AND c.last_at + interval '10 minutes') AS asked_for_human
  FROM (
    SELECT m.conversation_id, min(m.visitor_id) AS visitor_id, min(m.created_at) AS started_at, max(m.created_at) AS last_at, count(*)::int AS messages,
      (array_agg(m.message ORDER BY m.created_at, m.id) FILTER (WHERE NOT m.is_bot_message))[1] AS first_message,
      count(*) FILTER (WHERE ${unanswered('m')})::int AS unanswered,
      count(*) FILTER (WHERE m.email IS NOT NULL AND NOT m.is_bot_message)::int AS emails,
      max(m.language) AS language
    FROM chatbot_interactions m GROUP BY m.conversation_id
  ) c`;

@Injectable()
export class ChatsService {
  constructor(private readonly prisma: PrismaService) {}

  async list(query: ChatListQuery): Promise<ChatListResponse> {
    const parts: Prisma.Sql[] = [Prisma.sql`true`];
    if (query.from) parts.push(Prisma.sql`started_at >= ${query.from}::date`);
    if (query.to) parts.push(Prisma.sql`started_at < ${query.to}::date + 1`);
    if (query.q) parts.push(Prisma.sql`lower(first_message) LIKE ${`%${query.q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`);
    if (query.outcome === 'lead') parts.push(Prisma.sql`ended_in_lead`);
    if (query.outcome === 'human') parts.push(Prisma.sql`asked_for_human`);
    if (query.outcome === 'unanswered') parts.push(Prisma.sql`unanswered > 0`);
    if (query.outcome === 'none') parts.push(Prisma.sql`NOT ended_in_lead AND NOT asked_for_human`);
    const where = Prisma.sql`WHERE ${Prisma.join(parts, ' AND ')}`;
    const order = Prisma.raw(
      `ORDER BY ${query.sort === 'messages' ? 'messages' : 'started_at'} ${query.dir === 'asc' ? 'ASC' : 'DESC'}, conversation_id`,
    );
    const offset = (query.page - 1) * query.pageSize;
    const [rows, counted] = await Promise.all([
      this.prisma.$queryRaw<SummaryRow[]>`SELECT * FROM (${summaries}) s ${where} ${order} LIMIT ${query.pageSize} OFFSET ${offset}`,
      this.prisma.$queryRaw<{ total: number }[]>`SELECT count(*)::int AS total FROM (${summaries}) s ${where}`,
    ]);
    const total = counted[0]?.total ?? 0;
    return {
      items: rows.map(toSummary),
      page: query.page,
      pageSize: query.pageSize,
      total,
      totalPages: Math.max(1, Math.ceil(total / query.pageSize)),
    };
  }

  async transcript(conversationId: string): Promise<ChatTranscript> {
    const [summary] = await this.prisma.$queryRaw<SummaryRow[]>`SELECT * FROM (${summaries}) s WHERE conversation_id = ${conversationId}`;
    if (!summary) throw new NotFoundException('No conversation with this id');
    const messages = await this.prisma.$queryRaw<{ at: Date; from_bot: boolean; message: string; unanswered: boolean }[]>`
      SELECT m.created_at AS at, m.is_bot_message AS from_bot, m.message,
        (NOT m.is_bot_message AND coalesce((SELECT ${unanswered('n')} FROM chatbot_interactions n
          WHERE n.conversation_id = m.conversation_id AND (n.created_at, n.id) > (m.created_at, m.id) ORDER BY n.created_at, n.id LIMIT 1), false)) AS unanswered
      FROM chatbot_interactions m WHERE m.conversation_id = ${conversationId} ORDER BY m.created_at, m.id`;
    return {
      ...toSummary(summary),
      transcript: messages.map((m) => ({ at: m.at.toISOString(), fromBot: m.from_bot, message: m.message, unanswered: m.unanswered })),
    };
  }

  /** Visitor questions whose next reply in the conversation was a "could not answer", grouped by wording. */
  async unanswered(days: number): Promise<UnansweredReport> {
    const since = new Date(Date.now() - days * 86_400_000);
    const rows = await this.prisma.$queryRaw<{ question: string; times: number; last_asked_at: Date; conversation_id: string }[]>`
      SELECT min(q.message) AS question, count(*)::int AS times, max(q.created_at) AS last_asked_at,
        (array_agg(q.conversation_id ORDER BY q.created_at DESC))[1] AS conversation_id
      FROM chatbot_interactions q
      JOIN LATERAL (SELECT n.* FROM chatbot_interactions n WHERE n.conversation_id = q.conversation_id AND (n.created_at, n.id) > (q.created_at, q.id)
        ORDER BY n.created_at, n.id LIMIT 1) r ON true
      WHERE NOT q.is_bot_message AND q.created_at >= ${since} AND ${unanswered('r')}
      GROUP BY lower(regexp_replace(trim(q.message), '\\s+', ' ', 'g'))
      ORDER BY times DESC, last_asked_at DESC LIMIT 100`;
    return {
      items: rows.map((r) => ({
        question: r.question,
        times: r.times,
        lastAskedAt: r.last_asked_at.toISOString(),
        conversationId: r.conversation_id,
      })),
    };
  }
}

function toSummary(r: SummaryRow): ChatSummary {
  return {
    conversationId: r.conversation_id,
    visitorId: r.visitor_id,
    startedAt: r.started_at.toISOString(),
    lastAt: r.last_at.toISOString(),
    messages: r.messages,
    firstMessage: r.first_message,
    endedInLead: r.ended_in_lead,
    askedForHuman: r.asked_for_human,
    unanswered: r.unanswered,
    language: r.language,
  };
}
