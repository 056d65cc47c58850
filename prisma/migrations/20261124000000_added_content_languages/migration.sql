-- The bilingual site's content model (issue 12). Posts and job listings get a language; a
-- translation shares its original's group (posts: the English slug; jobs: the English row's
-- id), so /api/blogs?language=fr can show the French item or fall back to the English one.
-- Leads, subscribers, page views and chat messages get the page language as a NULLABLE column
-- only: the spec's payloads stay as they are, and rows stored before this stay unknown (NULL).

ALTER TABLE "blog_posts"
  ADD COLUMN "language" TEXT NOT NULL DEFAULT 'en',
  ADD COLUMN "translation_group" TEXT,
  ADD CONSTRAINT "blog_posts_language_check" CHECK ("language" IN ('en', 'fr'));
UPDATE "blog_posts" SET "translation_group" = "slug";
ALTER TABLE "blog_posts" ALTER COLUMN "translation_group" SET NOT NULL;
-- Writers that predate languages (SQL, older tools) insert without a group: a post is then its
-- own group, named by its slug.
CREATE FUNCTION "blog_posts_translation_group"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  NEW."translation_group" := COALESCE(NEW."translation_group", NEW."slug");
  RETURN NEW;
END;
$$;
REVOKE ALL ON FUNCTION "blog_posts_translation_group"() FROM PUBLIC;
CREATE TRIGGER "blog_posts_translation_group" BEFORE INSERT ON "blog_posts"
  FOR EACH ROW EXECUTE FUNCTION "blog_posts_translation_group"();
-- A French post may keep its English slug (the seeded hub articles do): slugs are unique per language.
DROP INDEX "blog_posts_slug_key";
CREATE UNIQUE INDEX "blog_posts_language_slug_key" ON "blog_posts"("language", "slug");
CREATE UNIQUE INDEX "blog_posts_language_translation_group_key" ON "blog_posts"("language", "translation_group");
CREATE INDEX "blog_posts_language_published_at_idx" ON "blog_posts"("language", "published_at" DESC);

ALTER TABLE "job_listings"
  ADD COLUMN "language" TEXT NOT NULL DEFAULT 'en',
  ADD COLUMN "translation_group" UUID,
  ADD CONSTRAINT "job_listings_language_check" CHECK ("language" IN ('en', 'fr')),
  ADD CONSTRAINT "job_listings_translation_group_fkey" FOREIGN KEY ("translation_group") REFERENCES "job_listings"("id") ON DELETE SET NULL;
CREATE UNIQUE INDEX "job_listings_language_translation_group_key" ON "job_listings"("language", "translation_group");

-- The careers page's direct-query fallback (spec: all open rows) must not mix French listings
-- into the English page: anon still reads only the spec's columns, of English open listings.
DROP POLICY "anyone reads open listings" ON "job_listings";
CREATE POLICY "anyone reads open listings" ON "job_listings" FOR SELECT TO anon
  USING ("closed_at" IS NULL AND "language" = 'en');

ALTER TABLE "contacts" ADD COLUMN "language" TEXT, ADD CONSTRAINT "contacts_language_check" CHECK ("language" IN ('en', 'fr'));
ALTER TABLE "demo_requests" ADD COLUMN "language" TEXT, ADD CONSTRAINT "demo_requests_language_check" CHECK ("language" IN ('en', 'fr'));
ALTER TABLE "chat_leads" ADD COLUMN "language" TEXT, ADD CONSTRAINT "chat_leads_language_check" CHECK ("language" IN ('en', 'fr'));
ALTER TABLE "newsletter_subscribers" ADD COLUMN "language" TEXT, ADD CONSTRAINT "newsletter_subscribers_language_check" CHECK ("language" IN ('en', 'fr'));
ALTER TABLE "leads" ADD COLUMN "language" TEXT;
ALTER TABLE "page_views" ADD COLUMN "language" TEXT, ADD CONSTRAINT "page_views_language_check" CHECK ("language" IN ('en', 'fr'));
ALTER TABLE "chatbot_interactions" ADD COLUMN "language" TEXT, ADD CONSTRAINT "chatbot_interactions_language_check" CHECK ("language" IN ('en', 'fr'));

-- The browser may send the language (optional); a page view without one takes it from its
-- URL's /fr prefix, since the page URL is always there.
GRANT INSERT ("language") ON "page_views" TO anon;
GRANT INSERT ("language") ON "chatbot_interactions" TO anon;

CREATE FUNCTION "page_views_language"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."language" IS NULL THEN
    NEW."language" := CASE WHEN NEW."page_url" ~ '^([a-z][a-z0-9+.-]*://[^/]+)?/fr([/?#]|$)' THEN 'fr' ELSE 'en' END;
  END IF;
  RETURN NEW;
END;
$$;
REVOKE ALL ON FUNCTION "page_views_language"() FROM PUBLIC;
CREATE TRIGGER "page_views_language" BEFORE INSERT ON "page_views"
  FOR EACH ROW EXECUTE FUNCTION "page_views_language"();

-- The inbox copies the lead's language like its other fields.
CREATE OR REPLACE FUNCTION "leads_sync"() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  lead_kind TEXT := TG_ARGV[0];
BEGIN
  IF TG_OP = 'DELETE' THEN
    DELETE FROM leads WHERE id = OLD.id;
    RETURN OLD;
  END IF;
  IF TG_OP = 'UPDATE' THEN
    -- The contact form's follow-up call attaches the visitor id after the lead is stored.
    UPDATE leads SET visitor_id = NEW.visitor_id WHERE id = NEW.id AND visitor_id IS DISTINCT FROM NEW.visitor_id;
    RETURN NEW;
  END IF;
  IF lead_kind = 'contact' OR lead_kind = 'demo' THEN
    INSERT INTO leads (id, kind, name, email, company, industry, source, visitor_id, utm_source, utm_medium, utm_campaign, status, created_at, language)
    VALUES (NEW.id, lead_kind, NEW.name, NEW.email, NEW.company, NEW.industry, NEW.source, NEW.visitor_id, NEW.utm_source,
      NEW.utm_medium, NEW.utm_campaign, CASE WHEN NEW.is_spam THEN 'spam' ELSE 'new' END, NEW.created_at, NEW.language);
  ELSIF lead_kind = 'chat' THEN
    INSERT INTO leads (id, kind, email, source, visitor_id, created_at, language)
    VALUES (NEW.id, 'chat', NEW.email, 'chat', NEW.visitor_id, NEW.created_at, NEW.language);
  ELSE
    INSERT INTO leads (id, kind, email, source, created_at, language)
    VALUES (NEW.id, 'newsletter', NEW.email, NEW.consent_source_page, NEW.created_at, NEW.language);
  END IF;
  RETURN NEW;
END;
$$;
