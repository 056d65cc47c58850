#!/bin/sh
# Runs once, when the compose `db` volume is first initialised (mounted into the postgres
# image's /docker-entrypoint-initdb.d). The backend must not log in as the superuser: it gets
# its own role, APP_DB_USER (default `app`), which owns the database and may create roles (the
# migrations create `anon` and `authenticator`), and nothing more: no SUPERUSER, no BYPASSRLS.
# An existing volume (made before this script) can run it by hand once:
#   docker compose exec -e APP_DB_PASSWORD="$APP_DB_PASSWORD" db sh /docker-entrypoint-initdb.d/10-app-role.sh
set -eu
: "${APP_DB_PASSWORD:?APP_DB_PASSWORD is not set: run npm run keys -- --write .env}"
APP_DB_USER="${APP_DB_USER:-app}"
POSTGRES_DB="${POSTGRES_DB:-app}"
psql -v ON_ERROR_STOP=1 --no-psqlrc --username "${POSTGRES_USER:-postgres}" --dbname "$POSTGRES_DB" \
  --set=app_user="$APP_DB_USER" --set=app_password="$APP_DB_PASSWORD" --set=app_db="$POSTGRES_DB" <<'SQL'
SELECT format('CREATE ROLE %I LOGIN CREATEROLE NOSUPERUSER NOBYPASSRLS NOREPLICATION', :'app_user')
  WHERE NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = :'app_user') \gexec
SELECT format('ALTER ROLE %I WITH LOGIN CREATEROLE NOSUPERUSER NOBYPASSRLS NOREPLICATION PASSWORD %L', :'app_user', :'app_password') \gexec
SELECT format('ALTER DATABASE %I OWNER TO %I', :'app_db', :'app_user') \gexec
SELECT format('ALTER SCHEMA public OWNER TO %I', :'app_user') \gexec
SQL
