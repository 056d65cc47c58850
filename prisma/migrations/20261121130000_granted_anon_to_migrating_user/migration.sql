-- The backend's embedded /rest/v1 runs each request as `SET LOCAL ROLE anon` on its own
-- connection, so the database user it connects as (the one running these migrations) must be
-- a member of anon. Superusers already are; on PostgreSQL 16+ the role's creator only has
-- ADMIN on it, not SET. Where the grant is not allowed (a hosted database whose PostgREST
-- serves /rest/v1 instead), say so and carry on.
DO $$
BEGIN
  IF NOT pg_has_role(current_user, 'anon', 'MEMBER') THEN
    EXECUTE format('GRANT anon TO %I', current_user);
  END IF;
EXCEPTION WHEN insufficient_privilege THEN
  RAISE NOTICE 'Could not grant anon to %: the embedded /rest/v1 needs it, PostgREST does not', current_user;
END
$$;
