-- What the chat assistant remembers of a conversation between two messages (the last topic,
-- industry and language; a live demo's booking in progress), keyed by the session id (a demo's
-- is prefixed with the demo's name; scope says which: site or demo:<name>), so any backend
-- replica can answer the follow-up. No message text is kept. Rows untouched for a day are
-- pruned by the backend. Backend only.
CREATE TABLE "chat_memory" (
    "session_id" TEXT NOT NULL,
    "scope" TEXT NOT NULL,
    "state" JSONB NOT NULL,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "chat_memory_pkey" PRIMARY KEY ("session_id")
);
CREATE INDEX "chat_memory_updated_at_idx" ON "chat_memory"("updated_at");
ALTER TABLE "chat_memory" ENABLE ROW LEVEL SECURITY;
REVOKE ALL ON "chat_memory" FROM anon;
