-- Roles PostgREST (compose) and the embedded /rest/v1 use: `authenticator` logs in and
-- switches to `anon` for every anonymous request. Roles are cluster-wide, so create them
-- only when missing (several databases of one cluster share them in tests).
DO $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'anon') THEN
    CREATE ROLE anon NOLOGIN NOINHERIT;
  END IF;
  IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'authenticator') THEN
    CREATE ROLE authenticator NOLOGIN NOINHERIT;
  END IF;
END
$$;

GRANT anon TO authenticator;

-- anon sees only what later migrations grant table by table.
GRANT USAGE ON SCHEMA public TO anon;
