-- Bookings made in the products page's live demos (a showing, a job application, a table):
-- sample data of fictional businesses, kept apart from the company's own leads on purpose. No
-- trigger feeds the leads inbox and nothing is delivered; every row says which demo it came
-- from. Backend only.
CREATE TABLE "demo_bookings" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    -- real-estate | hr | restaurant
    "demo" TEXT NOT NULL,
    -- showing | application | reservation
    "kind" TEXT NOT NULL,
    "session_id" TEXT NOT NULL,
    "details" JSONB NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "demo_bookings_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "demo_bookings_demo_check" CHECK ("demo" IN ('real-estate', 'hr', 'restaurant')),
    CONSTRAINT "demo_bookings_kind_check" CHECK ("kind" IN ('showing', 'application', 'reservation'))
);
CREATE INDEX "demo_bookings_created_at_idx" ON "demo_bookings"("created_at");
ALTER TABLE "demo_bookings" ENABLE ROW LEVEL SECURITY;
REVOKE ALL ON "demo_bookings" FROM anon;
