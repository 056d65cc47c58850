-- blog_posts.content_html caches the sanitised rendering of content. An edit that changes
-- content without also writing content_html (an operator's SQL, a studio, another tool) must
-- not keep serving the old HTML: the cache is cleared and the backend renders it on next read.
CREATE FUNCTION "blog_posts_invalidate_content_html"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."content" IS DISTINCT FROM OLD."content" AND NEW."content_html" IS NOT DISTINCT FROM OLD."content_html" THEN
    NEW."content_html" := NULL;
  END IF;
  RETURN NEW;
END;
$$;

CREATE TRIGGER "blog_posts_invalidate_content_html"
  BEFORE UPDATE OF "content" ON "blog_posts"
  FOR EACH ROW EXECUTE FUNCTION "blog_posts_invalidate_content_html"();

-- The function runs with the caller's rights and touches only the row being written.
REVOKE ALL ON FUNCTION "blog_posts_invalidate_content_html"() FROM PUBLIC;
