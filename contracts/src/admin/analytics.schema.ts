import { z } from 'zod';
import { daySchema } from './common.schema';

export const analyticsRanges = ['today', '7d', '30d', '90d', 'custom'] as const;
export type AnalyticsRange = (typeof analyticsRanges)[number];
export const analyticsTables = [
  'pages',
  'entries',
  'referrers',
  'sources',
  'mediums',
  'campaigns',
  'devices',
  'browsers',
  'conversions',
  'rates',
] as const;
export type AnalyticsTable = (typeof analyticsTables)[number];

const blankless = (v: unknown) => (v === '' ? undefined : v);

/**
 * GET /api/admin/analytics (and its CSV export): a range (custom needs from and to, at most
 * 366 days) and filters that apply to every panel: a page (its path) and a source (UTM source).
 */
const analyticsShape = {
  range: z.enum(analyticsRanges, { error: `range must be one of ${analyticsRanges.join(', ')}` }).default('30d'),
  from: z.preprocess(blankless, daySchema.optional()),
  to: z.preprocess(blankless, daySchema.optional()),
  page: z.preprocess(blankless, z.string().trim().max(2048, 'page must be at most 2048 characters').optional()),
  source: z.preprocess(blankless, z.string().trim().max(200, 'source must be at most 200 characters').optional()),
};
type RangeFields = { range: AnalyticsRange; from?: string; to?: string };
const rangeChecks = <T extends z.ZodType<RangeFields>>(schema: T) =>
  schema
    .refine((v) => v.range !== 'custom' || (v.from && v.to), { message: 'A custom range needs from and to', path: ['from'] })
    .refine((v) => !v.from || !v.to || v.from <= v.to, { message: 'from must be on or before to', path: ['to'] })
    .refine((v) => !v.from || !v.to || (Date.parse(v.to) - Date.parse(v.from)) / 86_400_000 <= 366, {
      message: 'A range can cover at most 366 days',
      path: ['to'],
    });

export const analyticsQuerySchema = rangeChecks(z.object(analyticsShape).strict());
export type AnalyticsQuery = z.infer<typeof analyticsQuerySchema>;

export const analyticsExportQuerySchema = rangeChecks(
  z.object({ ...analyticsShape, table: z.enum(analyticsTables, { error: `table must be one of ${analyticsTables.join(', ')}` }) }).strict(),
);
export type AnalyticsExportQuery = z.infer<typeof analyticsExportQuerySchema>;

const totals = z.object({ visitors: z.number().int(), visits: z.number().int(), pageviews: z.number().int(), viewsPerVisit: z.number() });
export type AnalyticsTotals = z.infer<typeof totals>;
const row = z.object({ key: z.string(), visitors: z.number().int(), count: z.number().int() });
export type AnalyticsRow = z.infer<typeof row>;

export const analyticsResponseSchema = z.object({
  range: z.object({ from: z.string(), to: z.string(), previousFrom: z.string(), previousTo: z.string(), bucket: z.enum(['hour', 'day']) }),
  totals,
  previousTotals: totals,
  /** One point per hour (today) or per day; `previous` is the same position in the previous period. */
  series: z.array(
    z.object({
      at: z.string(),
      pageviews: z.number().int(),
      visitors: z.number().int(),
      previousPageviews: z.number().int(),
      previousVisitors: z.number().int(),
    }),
  ),
  pages: z.array(row),
  entries: z.array(row),
  referrers: z.array(row),
  sources: z.array(row),
  mediums: z.array(row),
  campaigns: z.array(row),
  devices: z.array(row),
  browsers: z.array(row),
  /** Leads of each kind in the range, and by source with the visits from that source. */
  conversions: z.array(row),
  conversionBySource: z.array(z.object({ source: z.string(), visits: z.number().int(), conversions: z.number().int(), rate: z.number() })),
});
export type AnalyticsResponse = z.infer<typeof analyticsResponseSchema>;

export const analyticsLiveSchema = z.object({ visitors: z.number().int(), pageviews: z.number().int(), since: z.string() });
export type AnalyticsLive = z.infer<typeof analyticsLiveSchema>;
