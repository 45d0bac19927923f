#!/bin/sh
# Run once by the postgres image when its data volume is new (docker-entrypoint-initdb.d): the two roles the app
# connects as beside the owner (POSTGRES_USER, which migrates). See README "Row-level security".
set -e
psql -v ON_ERROR_STOP=1 --username "$POSTGRES_USER" --dbname "$POSTGRES_DB" \
  -v app_password="$APP_DB_PASSWORD" -v platform_password="$PLATFORM_DB_PASSWORD" <<'SQL'
CREATE ROLE portiepunt_app LOGIN NOSUPERUSER NOBYPASSRLS PASSWORD :'app_password';
CREATE ROLE portiepunt_platform LOGIN NOSUPERUSER BYPASSRLS PASSWORD :'platform_password';
SQL
