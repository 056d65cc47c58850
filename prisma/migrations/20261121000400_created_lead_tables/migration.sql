-- Leads: written by the backend only. RLS on with no policy and no grant: anon sees nothing.
CREATE TABLE "contacts" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "name" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "phone" TEXT,
    "company" TEXT,
    "industry" TEXT NOT NULL,
    "message" TEXT NOT NULL,
    "preferred_date" DATE,
    "preferred_time" TEXT,
    "schedule_meeting" BOOLEAN NOT NULL DEFAULT false,
    "source" TEXT NOT NULL,
    "visitor_id" TEXT,
    "utm_source" TEXT,
    "utm_medium" TEXT,
    "utm_campaign" TEXT,
    "is_spam" BOOLEAN NOT NULL DEFAULT false,
    "spam_reason" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "contacts_pkey" PRIMARY KEY ("id")
);
CREATE INDEX "contacts_created_at_idx" ON "contacts"("created_at");
CREATE INDEX "contacts_email_idx" ON "contacts"("email");
ALTER TABLE "contacts" ENABLE ROW LEVEL SECURITY;
REVOKE ALL ON "contacts" FROM anon;

CREATE TABLE "demo_requests" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "name" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "phone" TEXT,
    "company" TEXT,
    "industry" TEXT NOT NULL,
    "company_size" TEXT,
    "job_title" TEXT,
    "message" TEXT,
    "preferred_date" DATE,
    "preferred_time" TEXT,
    "book_meeting" BOOLEAN NOT NULL DEFAULT false,
    "source" TEXT NOT NULL,
    "form_type" TEXT NOT NULL DEFAULT 'demo',
    "visitor_id" TEXT,
    "utm_source" TEXT,
    "utm_medium" TEXT,
    "utm_campaign" TEXT,
    "is_spam" BOOLEAN NOT NULL DEFAULT false,
    "spam_reason" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "demo_requests_pkey" PRIMARY KEY ("id")
);
CREATE INDEX "demo_requests_created_at_idx" ON "demo_requests"("created_at");
ALTER TABLE "demo_requests" ENABLE ROW LEVEL SECURITY;
REVOKE ALL ON "demo_requests" FROM anon;

CREATE TABLE "chat_leads" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "kind" TEXT NOT NULL,
    "email" TEXT,
    "visitor_id" TEXT NOT NULL,
    "session_id" TEXT NOT NULL,
    "message" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "chat_leads_pkey" PRIMARY KEY ("id")
);
CREATE INDEX "chat_leads_created_at_idx" ON "chat_leads"("created_at");
ALTER TABLE "chat_leads" ENABLE ROW LEVEL SECURITY;
REVOKE ALL ON "chat_leads" FROM anon;
