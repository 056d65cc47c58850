-- Visitor analytics written by the browser through /rest/v1 as role anon.

CREATE TABLE "website_visitors" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "visitor_id" TEXT NOT NULL,
    "visit_count" INTEGER NOT NULL DEFAULT 1,
    "last_visit_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "ip_address" TEXT,
    "user_agent" TEXT,
    "referrer_url" TEXT,
    "landing_page" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "website_visitors_pkey" PRIMARY KEY ("id")
);
CREATE UNIQUE INDEX "website_visitors_visitor_id_key" ON "website_visitors"("visitor_id");

CREATE TABLE "page_views" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "visitor_id" TEXT NOT NULL,
    "page_url" TEXT NOT NULL,
    "page_title" TEXT,
    "utm_source" TEXT,
    "utm_medium" TEXT,
    "utm_campaign" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "page_views_pkey" PRIMARY KEY ("id")
);
CREATE INDEX "page_views_created_at_idx" ON "page_views"("created_at");
CREATE INDEX "page_views_visitor_id_idx" ON "page_views"("visitor_id");

CREATE TABLE "chatbot_interactions" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "visitor_id" TEXT NOT NULL,
    "conversation_id" TEXT NOT NULL,
    "message" TEXT NOT NULL,
    "is_bot_message" BOOLEAN NOT NULL,
    "email" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "chatbot_interactions_pkey" PRIMARY KEY ("id")
);
CREATE INDEX "chatbot_interactions_conversation_id_idx" ON "chatbot_interactions"("conversation_id");
CREATE INDEX "chatbot_interactions_created_at_idx" ON "chatbot_interactions"("created_at");

-- The visitor id the browser sends as the x-visitor-id header, as PostgREST exposes it.
CREATE FUNCTION public.request_visitor_id() RETURNS TEXT
LANGUAGE sql STABLE AS $$
  SELECT nullif(current_setting('request.headers', true), '')::json ->> 'x-visitor-id'
$$;
GRANT EXECUTE ON FUNCTION public.request_visitor_id() TO anon;

-- website_visitors: a visitor reads, inserts and updates only its own row, and may change
-- only the counting columns.
ALTER TABLE "website_visitors" ENABLE ROW LEVEL SECURITY;
REVOKE ALL ON "website_visitors" FROM anon;
GRANT SELECT ON "website_visitors" TO anon;
GRANT INSERT ("visitor_id", "visit_count", "last_visit_at", "ip_address", "user_agent", "referrer_url", "landing_page")
  ON "website_visitors" TO anon;
GRANT UPDATE ("visit_count", "last_visit_at") ON "website_visitors" TO anon;

CREATE POLICY "visitor reads own row" ON "website_visitors" FOR SELECT TO anon
  USING ("visitor_id" = public.request_visitor_id());
CREATE POLICY "visitor inserts own row" ON "website_visitors" FOR INSERT TO anon
  WITH CHECK (
    "visitor_id" = public.request_visitor_id()
    AND "visitor_id" ~ '^v_[A-Za-z0-9_-]{6,64}$'
    AND "visit_count" = 1
    AND char_length(coalesce("ip_address", '')) <= 64
    AND char_length(coalesce("user_agent", '')) <= 512
    AND char_length(coalesce("referrer_url", '')) <= 2048
    AND char_length(coalesce("landing_page", '')) <= 2048
  );
CREATE POLICY "visitor updates own row" ON "website_visitors" FOR UPDATE TO anon
  USING ("visitor_id" = public.request_visitor_id())
  WITH CHECK ("visitor_id" = public.request_visitor_id() AND "visit_count" BETWEEN 1 AND 1000000);

-- page_views and chatbot_interactions: insert only, with shape and length checks.
ALTER TABLE "page_views" ENABLE ROW LEVEL SECURITY;
REVOKE ALL ON "page_views" FROM anon;
GRANT INSERT ("visitor_id", "page_url", "page_title", "utm_source", "utm_medium", "utm_campaign")
  ON "page_views" TO anon;
CREATE POLICY "anyone records a page view" ON "page_views" FOR INSERT TO anon
  WITH CHECK (
    "visitor_id" ~ '^v_[A-Za-z0-9_-]{6,64}$'
    AND char_length("page_url") BETWEEN 1 AND 2048
    AND char_length(coalesce("page_title", '')) <= 300
    AND char_length(coalesce("utm_source", '')) <= 200
    AND char_length(coalesce("utm_medium", '')) <= 200
    AND char_length(coalesce("utm_campaign", '')) <= 200
  );

ALTER TABLE "chatbot_interactions" ENABLE ROW LEVEL SECURITY;
REVOKE ALL ON "chatbot_interactions" FROM anon;
GRANT INSERT ("visitor_id", "conversation_id", "message", "is_bot_message", "email")
  ON "chatbot_interactions" TO anon;
CREATE POLICY "anyone records a chat message" ON "chatbot_interactions" FOR INSERT TO anon
  WITH CHECK (
    "visitor_id" ~ '^v_[A-Za-z0-9_-]{6,64}$'
    AND "conversation_id" ~ '^conv_[A-Za-z0-9_-]{6,64}$'
    AND char_length("message") BETWEEN 1 AND 4000
    AND char_length(coalesce("email", '')) <= 254
  );
