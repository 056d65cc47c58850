CREATE TABLE "job_listings" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "title" TEXT NOT NULL,
    "location" TEXT NOT NULL,
    "type" TEXT NOT NULL,
    "description" TEXT NOT NULL,
    "posted_at" DATE NOT NULL,
    "application_link" TEXT NOT NULL,
    "closed_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "job_listings_pkey" PRIMARY KEY ("id")
);
CREATE INDEX "job_listings_posted_at_idx" ON "job_listings"("posted_at" DESC);

-- The careers page's fallback reads open listings directly; nothing else.
ALTER TABLE "job_listings" ENABLE ROW LEVEL SECURITY;
REVOKE ALL ON "job_listings" FROM anon;
GRANT SELECT ("id", "title", "location", "type", "description", "posted_at", "application_link")
  ON "job_listings" TO anon;
CREATE POLICY "anyone reads open listings" ON "job_listings" FOR SELECT TO anon
  USING ("closed_at" IS NULL);
