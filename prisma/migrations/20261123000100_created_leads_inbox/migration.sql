-- The console's leads inbox: one row per contact message, demo request, chat lead and
-- newsletter sign-up, with the operators' triage (status, note). Triggers on the four lead
-- tables keep it in step whoever writes them (the backend, the CLI, SQL), so the inbox is one
-- indexed table instead of a four-way UNION, and a lead stored is a lead listed.
-- Backend only: RLS on, no policy, nothing granted to anon.
CREATE EXTENSION IF NOT EXISTS pg_trgm;

CREATE TABLE "leads" (
    "id" UUID NOT NULL,
    -- contact | demo | chat | newsletter
    "kind" TEXT NOT NULL,
    "name" TEXT,
    "email" TEXT,
    "company" TEXT,
    "industry" TEXT,
    -- the form's own source tag, or the page a newsletter sign-up came from
    "source" TEXT,
    "visitor_id" TEXT,
    "utm_source" TEXT,
    "utm_medium" TEXT,
    "utm_campaign" TEXT,
    -- new | in_progress | done | spam
    "status" TEXT NOT NULL DEFAULT 'new',
    "note" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    -- What the inbox search matches (name, e-mail, company), lower-cased for a trigram index.
    "search" TEXT NOT NULL GENERATED ALWAYS AS (lower(coalesce("name", '') || ' ' || coalesce("email", '') || ' ' || coalesce("company", ''))) STORED,

    CONSTRAINT "leads_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "leads_kind_check" CHECK ("kind" IN ('contact', 'demo', 'chat', 'newsletter')),
    CONSTRAINT "leads_status_check" CHECK ("status" IN ('new', 'in_progress', 'done', 'spam'))
);
CREATE INDEX "leads_created_at_idx" ON "leads"("created_at" DESC);
CREATE INDEX "leads_kind_created_at_idx" ON "leads"("kind", "created_at" DESC);
CREATE INDEX "leads_status_created_at_idx" ON "leads"("status", "created_at" DESC);
CREATE INDEX "leads_name_idx" ON "leads"("name");
CREATE INDEX "leads_company_idx" ON "leads"("company");
CREATE INDEX "leads_email_idx" ON "leads"("email");
CREATE INDEX "leads_search_idx" ON "leads" USING GIN ("search" gin_trgm_ops);
ALTER TABLE "leads" ENABLE ROW LEVEL SECURITY;
REVOKE ALL ON "leads" FROM anon;

CREATE FUNCTION "leads_sync"() RETURNS trigger
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
    INSERT INTO leads (id, kind, name, email, company, industry, source, visitor_id, utm_source, utm_medium, utm_campaign, status, created_at)
    VALUES (NEW.id, lead_kind, NEW.name, NEW.email, NEW.company, NEW.industry, NEW.source, NEW.visitor_id, NEW.utm_source,
      NEW.utm_medium, NEW.utm_campaign, CASE WHEN NEW.is_spam THEN 'spam' ELSE 'new' END, NEW.created_at);
  ELSIF lead_kind = 'chat' THEN
    INSERT INTO leads (id, kind, email, source, visitor_id, created_at)
    VALUES (NEW.id, 'chat', NEW.email, 'chat', NEW.visitor_id, NEW.created_at);
  ELSE
    INSERT INTO leads (id, kind, email, source, created_at)
    VALUES (NEW.id, 'newsletter', NEW.email, NEW.consent_source_page, NEW.created_at);
  END IF;
  RETURN NEW;
END;
$$;
REVOKE ALL ON FUNCTION "leads_sync"() FROM PUBLIC;

CREATE TRIGGER "contacts_leads_sync" AFTER INSERT OR DELETE OR UPDATE OF "visitor_id" ON "contacts"
  FOR EACH ROW EXECUTE FUNCTION "leads_sync"('contact');
CREATE TRIGGER "demo_requests_leads_sync" AFTER INSERT OR DELETE OR UPDATE OF "visitor_id" ON "demo_requests"
  FOR EACH ROW EXECUTE FUNCTION "leads_sync"('demo');
CREATE TRIGGER "chat_leads_leads_sync" AFTER INSERT OR DELETE ON "chat_leads"
  FOR EACH ROW EXECUTE FUNCTION "leads_sync"('chat');
CREATE TRIGGER "newsletter_subscribers_leads_sync" AFTER INSERT OR DELETE ON "newsletter_subscribers"
  FOR EACH ROW EXECUTE FUNCTION "leads_sync"('newsletter');

-- Leads stored before the console existed.
INSERT INTO leads (id, kind, name, email, company, industry, source, visitor_id, utm_source, utm_medium, utm_campaign, status, created_at)
SELECT id, 'contact', name, email, company, industry, source, visitor_id, utm_source, utm_medium, utm_campaign,
  CASE WHEN is_spam THEN 'spam' ELSE 'new' END, created_at FROM contacts;
INSERT INTO leads (id, kind, name, email, company, industry, source, visitor_id, utm_source, utm_medium, utm_campaign, status, created_at)
SELECT id, 'demo', name, email, company, industry, source, visitor_id, utm_source, utm_medium, utm_campaign,
  CASE WHEN is_spam THEN 'spam' ELSE 'new' END, created_at FROM demo_requests;
INSERT INTO leads (id, kind, email, source, visitor_id, created_at) SELECT id, 'chat', email, 'chat', visitor_id, created_at FROM chat_leads;
INSERT INTO leads (id, kind, email, source, created_at) SELECT id, 'newsletter', email, consent_source_page, created_at FROM newsletter_subscribers;

-- Privacy requests look leads up by address in every table.
CREATE INDEX "demo_requests_email_idx" ON "demo_requests"("email");
CREATE INDEX "chat_leads_email_idx" ON "chat_leads"("email");
CREATE INDEX "chatbot_interactions_email_idx" ON "chatbot_interactions"("email");
CREATE INDEX "chatbot_interactions_visitor_id_idx" ON "chatbot_interactions"("visitor_id");
