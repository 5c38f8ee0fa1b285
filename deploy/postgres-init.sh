#!/bin/sh
# Run once by the postgres image, when its volume is new: the role the platform serves as. It may read
# and write rows but not change the schema; the `migrate` service migrates as the owner and grants it
# what it needs (docs/operations.md, "A serving role that cannot change the schema").
set -eu
psql -v ON_ERROR_STOP=1 --username "$POSTGRES_USER" --dbname "$POSTGRES_DB" \
  -v password="$APP_DB_PASSWORD" <<'SQL'
CREATE ROLE platform_app LOGIN PASSWORD :'password';
SQL
