-- Public content (posts, jobs) is cached by every backend replica: the rendered live pages and
-- the ETags of /api/blogs and /api/jobs. Any write to these tables, from the backend, the
-- content CLI, the console or an operator's SQL, tells every listening replica to drop what it
-- cached. PostgreSQL folds identical notifications of one transaction into one, so a statement
-- touching many rows still sends a single "changed".
CREATE FUNCTION "notify_content_changed"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('content_changed', TG_TABLE_NAME);
  RETURN NULL;
END;
$$;

CREATE TRIGGER "blog_posts_notify_content_changed"
  AFTER INSERT OR DELETE OR TRUNCATE ON "blog_posts"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_content_changed"();

-- Filling the content_html cache on first read is not a change anyone can see.
CREATE TRIGGER "blog_posts_notify_content_updated"
  AFTER UPDATE ON "blog_posts"
  FOR EACH ROW
  WHEN ((to_jsonb(OLD) - 'content_html') IS DISTINCT FROM (to_jsonb(NEW) - 'content_html'))
  EXECUTE FUNCTION "notify_content_changed"();

CREATE TRIGGER "job_listings_notify_content_changed"
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "job_listings"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_content_changed"();

REVOKE ALL ON FUNCTION "notify_content_changed"() FROM PUBLIC;
