-- Served by /api/blogs only: anon gets no grant, so drafts never leak through /rest/v1.
CREATE TABLE "blog_posts" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "slug" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "content" TEXT NOT NULL,
    "content_html" TEXT,
    "cover_image_url" TEXT,
    "seo_description" TEXT,
    "published_at" TIMESTAMPTZ(3),
    "is_draft" BOOLEAN NOT NULL DEFAULT false,
    "estimated_read_time" INTEGER,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "blog_posts_pkey" PRIMARY KEY ("id")
);
CREATE UNIQUE INDEX "blog_posts_slug_key" ON "blog_posts"("slug");
CREATE INDEX "blog_posts_published_at_idx" ON "blog_posts"("published_at" DESC);
ALTER TABLE "blog_posts" ENABLE ROW LEVEL SECURITY;
REVOKE ALL ON "blog_posts" FROM anon;
