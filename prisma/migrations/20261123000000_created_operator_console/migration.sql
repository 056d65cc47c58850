-- The operator console (/admin): operators, their sessions and recovery codes, sign-in
-- throttles and the append-only audit log. Backend only: RLS on, no policy, and role anon is
-- granted NOTHING on any of these tables.

CREATE TABLE "operators" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "email" TEXT NOT NULL,
    "role" TEXT NOT NULL,
    -- invited (link issued, not enrolled) → active → disabled
    "status" TEXT NOT NULL DEFAULT 'invited',
    "password_hash" TEXT,
    -- AES-256-GCM with TOTP_ENCRYPTION_KEY; the plain secret is never stored.
    "totp_secret_enc" TEXT,
    -- Last accepted TOTP time step: a code is accepted once (RFC 6238 §5.2).
    "totp_last_step" BIGINT,
    "enrolment_token_hash" TEXT,
    "enrolment_expires_at" TIMESTAMPTZ(3),
    "enrolled_at" TIMESTAMPTZ(3),
    "disabled_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "operators_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "operators_role_check" CHECK ("role" IN ('admin', 'editor')),
    CONSTRAINT "operators_status_check" CHECK ("status" IN ('invited', 'active', 'disabled')),
    CONSTRAINT "operators_email_lower_check" CHECK ("email" = lower("email"))
);
CREATE UNIQUE INDEX "operators_email_key" ON "operators"("email");
CREATE UNIQUE INDEX "operators_enrolment_token_hash_key" ON "operators"("enrolment_token_hash");
ALTER TABLE "operators" ENABLE ROW LEVEL SECURITY;
REVOKE ALL ON "operators" FROM anon;

CREATE TABLE "operator_recovery_codes" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "operator_id" UUID NOT NULL,
    "code_hash" TEXT NOT NULL,
    "used_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "operator_recovery_codes_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "operator_recovery_codes_operator_id_fkey" FOREIGN KEY ("operator_id") REFERENCES "operators"("id") ON DELETE CASCADE ON UPDATE CASCADE
);
CREATE INDEX "operator_recovery_codes_operator_id_idx" ON "operator_recovery_codes"("operator_id");
ALTER TABLE "operator_recovery_codes" ENABLE ROW LEVEL SECURITY;
REVOKE ALL ON "operator_recovery_codes" FROM anon;

-- Only the SHA-256 of the opaque session id is stored: a leaked table opens no session.
CREATE TABLE "operator_sessions" (
    "id_hash" TEXT NOT NULL,
    "operator_id" UUID NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "last_seen_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expires_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "operator_sessions_pkey" PRIMARY KEY ("id_hash"),
    CONSTRAINT "operator_sessions_operator_id_fkey" FOREIGN KEY ("operator_id") REFERENCES "operators"("id") ON DELETE CASCADE ON UPDATE CASCADE
);
CREATE INDEX "operator_sessions_operator_id_idx" ON "operator_sessions"("operator_id");
ALTER TABLE "operator_sessions" ENABLE ROW LEVEL SECURITY;
REVOKE ALL ON "operator_sessions" FROM anon;

-- Failed sign-ins per account and per client (keyed by an HMAC, never a raw address).
CREATE TABLE "sign_in_throttles" (
    "key" TEXT NOT NULL,
    "failures" INTEGER NOT NULL DEFAULT 0,
    "last_failure_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "blocked_until" TIMESTAMPTZ(3),

    CONSTRAINT "sign_in_throttles_pkey" PRIMARY KEY ("key")
);
ALTER TABLE "sign_in_throttles" ENABLE ROW LEVEL SECURITY;
REVOKE ALL ON "sign_in_throttles" FROM anon;

-- Append-only: the database itself refuses UPDATE, DELETE and TRUNCATE, whoever asks.
CREATE TABLE "audit_log" (
    "id" BIGSERIAL NOT NULL,
    "at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "actor_id" UUID,
    "actor_email" TEXT,
    "action" TEXT NOT NULL,
    "subject_type" TEXT,
    "subject_id" TEXT,
    "details" JSONB NOT NULL DEFAULT '{}',

    CONSTRAINT "audit_log_pkey" PRIMARY KEY ("id")
);
CREATE INDEX "audit_log_at_idx" ON "audit_log"("at" DESC);
ALTER TABLE "audit_log" ENABLE ROW LEVEL SECURITY;
REVOKE ALL ON "audit_log" FROM anon;

CREATE FUNCTION "audit_log_refuse_change"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_log is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$;
REVOKE ALL ON FUNCTION "audit_log_refuse_change"() FROM PUBLIC;
CREATE TRIGGER "audit_log_no_update_delete" BEFORE UPDATE OR DELETE ON "audit_log"
  FOR EACH ROW EXECUTE FUNCTION "audit_log_refuse_change"();
CREATE TRIGGER "audit_log_no_truncate" BEFORE TRUNCATE ON "audit_log"
  FOR EACH STATEMENT EXECUTE FUNCTION "audit_log_refuse_change"();
