-- The inbox sorts by every column it shows, Source included. Source is what the inbox shows
-- for a lead: its UTM tags, else the referrer its visitor arrived with, else the form's own
-- source tag; it spans two tables, so it is stored on the lead (set when the lead is filed or
-- its visitor id attached) and indexed, like the other sort columns. Industry gets its index.
ALTER TABLE "leads" ADD COLUMN "source_label" TEXT;

CREATE FUNCTION "leads_source_label"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  NEW."source_label" := coalesce(
    nullif(concat_ws(' / ', nullif(NEW."utm_source", ''), nullif(NEW."utm_medium", ''), nullif(NEW."utm_campaign", '')), ''),
    (SELECT nullif(v."referrer_url", '') FROM website_visitors v WHERE v."visitor_id" = NEW."visitor_id"),
    nullif(NEW."source", ''));
  RETURN NEW;
END;
$$;
REVOKE ALL ON FUNCTION "leads_source_label"() FROM PUBLIC;
CREATE TRIGGER "leads_source_label" BEFORE INSERT OR UPDATE OF "visitor_id", "utm_source", "utm_medium", "utm_campaign", "source" ON "leads"
  FOR EACH ROW EXECUTE FUNCTION "leads_source_label"();

UPDATE "leads" SET "visitor_id" = "visitor_id";

CREATE INDEX "leads_source_label_idx" ON "leads"("source_label");
CREATE INDEX "leads_industry_idx" ON "leads"("industry");
