#!/bin/sh
# Run once by the postgres image, when its volume is new: the role the platform serves as. It may read
# and write rows but not change the schema; the `migrate` service migrates as the owner and grants it
# what it needs (docs/operations.md, "A serving role that cannot change the schema"). And the
# sportsbook's database, owned by its own role: the book is a provider apart, it migrates its own
# schema at start, and never reaches the platform's tables (docs/sportsbook.md, "Its own database").
set -eu
psql -v ON_ERROR_STOP=1 --username "$POSTGRES_USER" --dbname "$POSTGRES_DB" \
  -v password="$APP_DB_PASSWORD" -v book_password="$SPORTSBOOK_DB_PASSWORD" <<'SQL'
CREATE ROLE platform_app LOGIN PASSWORD :'password';
CREATE ROLE sportsbook LOGIN PASSWORD :'book_password';
CREATE DATABASE sportsbook OWNER sportsbook;
REVOKE ALL ON DATABASE sportsbook FROM PUBLIC;
SQL
