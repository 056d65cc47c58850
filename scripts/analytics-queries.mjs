// The report's queries (scripts/analytics.mjs). Pages are paths: origin and query string are
// dropped, so /about?utm_source=x counts as /about; referrers are counted by host.
const PATH = `regexp_replace(regexp_replace(page_url, '^[a-z]+://[^/]+', ''), '[?#].*$', '')`;

export async function reportQueries(client, days) {
  const since = new Date(Date.now() - days * 24 * 60 * 60 * 1000);
  const rows = async (sql) => (await client.query(sql, [since])).rows;
  const [summary] = await rows(`
    SELECT
      (SELECT count(*) FROM website_visitors WHERE last_visit_at >= $1)::int AS visitors,
      (SELECT count(*) FROM website_visitors WHERE created_at >= $1)::int AS new_visitors,
      (SELECT count(*) FROM website_visitors WHERE last_visit_at >= $1 AND visit_count > 1)::int AS returning_visitors,
      (SELECT count(*) FROM page_views WHERE created_at >= $1)::int AS page_views,
      (SELECT count(DISTINCT visitor_id) FROM page_views WHERE created_at >= $1)::int AS viewing_visitors,
      (SELECT count(DISTINCT conversation_id) FROM chatbot_interactions WHERE created_at >= $1)::int AS conversations,
      (SELECT count(*) FROM chatbot_interactions WHERE created_at >= $1 AND NOT is_bot_message)::int AS visitor_messages,
      (SELECT count(DISTINCT lower(email)) FROM chatbot_interactions WHERE created_at >= $1 AND email IS NOT NULL)::int AS emails_given`);
  const topPages = await rows(`
    SELECT coalesce(nullif(${PATH}, ''), '/') AS page, count(*)::int AS views, count(DISTINCT visitor_id)::int AS visitors
      FROM page_views WHERE created_at >= $1 GROUP BY 1 ORDER BY views DESC, page LIMIT 10`);
  const topReferrers = await rows(`
    SELECT coalesce(substring(referrer_url FROM '^[a-z]+://([^/?#]+)'), '(direct)') AS referrer, count(*)::int AS visitors
      FROM website_visitors WHERE created_at >= $1 GROUP BY 1 ORDER BY visitors DESC, referrer LIMIT 10`);
  const utmSources = await rows(`
    SELECT utm_source, coalesce(utm_medium, '') AS utm_medium, count(*)::int AS views, count(DISTINCT visitor_id)::int AS visitors
      FROM page_views WHERE created_at >= $1 AND utm_source IS NOT NULL GROUP BY 1, 2 ORDER BY views DESC, utm_source LIMIT 20`);
  const utmCampaigns = await rows(`
    SELECT utm_campaign, count(*)::int AS views, count(DISTINCT visitor_id)::int AS visitors
      FROM page_views WHERE created_at >= $1 AND utm_campaign IS NOT NULL GROUP BY 1 ORDER BY views DESC, utm_campaign LIMIT 20`);
  return { since, summary, topPages, topReferrers, utmSources, utmCampaigns };
}
