import type { AnalyticsResponse } from '@prairieflow/contracts/admin';
import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

const label = (iso: string, bucket: 'hour' | 'day') =>
  new Intl.DateTimeFormat(
    'en-CA',
    bucket === 'hour' ? { hour: 'numeric', timeZone: 'UTC' } : { month: 'short', day: 'numeric', timeZone: 'UTC' },
  ).format(new Date(iso));

/**
 * Page views and visitors over the range, the previous period dashed beside them: told apart by
 * line style and the legend's words, not by colour alone. The same numbers are in the table below it.
 */
export function AnalyticsChart({ data }: { data: AnalyticsResponse }) {
  const points = data.series.map((p) => ({ ...p, label: label(p.at, data.range.bucket) }));
  return (
    <figure className="grid gap-2 rounded-card border border-slate-200 bg-white p-4">
      <figcaption className="text-sm font-semibold">Page views and visitors, with the previous period (dashed)</figcaption>
      <div
        className="h-64"
        role="img"
        aria-label={`Chart of page views: ${data.totals.pageviews} this period, ${data.previousTotals.pageviews} the period before`}
      >
        <ResponsiveContainer width="100%" height="100%">
          <LineChart data={points} margin={{ top: 8, right: 16, bottom: 0, left: 0 }}>
            <CartesianGrid stroke="#e2e8f0" vertical={false} />
            <XAxis dataKey="label" tick={{ fontSize: 12, fill: '#334155' }} minTickGap={24} />
            <YAxis allowDecimals={false} tick={{ fontSize: 12, fill: '#334155' }} width={40} />
            <Tooltip />
            <Legend wrapperStyle={{ fontSize: 12 }} />
            <Line
              isAnimationActive={false}
              type="monotone"
              dataKey="pageviews"
              name="Page views"
              stroke="#1d4ed8"
              strokeWidth={2}
              dot={false}
            />
            <Line
              isAnimationActive={false}
              type="monotone"
              dataKey="visitors"
              name="Visitors"
              stroke="#047857"
              strokeWidth={2}
              dot={false}
            />
            <Line
              isAnimationActive={false}
              type="monotone"
              dataKey="previousPageviews"
              name="Page views, previous period"
              stroke="#1d4ed8"
              strokeDasharray="5 4"
              dot={false}
            />
            <Line
              isAnimationActive={false}
              type="monotone"
              dataKey="previousVisitors"
              name="Visitors, previous period"
              stroke="#047857"
              strokeDasharray="2 3"
              dot={false}
            />
          </LineChart>
        </ResponsiveContainer>
      </div>
    </figure>
  );
}
