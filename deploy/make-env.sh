#!/usr/bin/env bash
# Writes the .env compose.yaml reads: random database passwords (the platform's and the sportsbook's)
# and the platform's five secrets, which
# production requires (docs/operations.md, "Secrets"). It never overwrites one: the secrets must stay
# those the data was made with.
set -euo pipefail
cd "$(dirname "$0")/.."
if [[ -e .env ]]; then
  echo ".env exists: keep it (its secrets are the ones the data was made with), or remove it first" >&2
  exit 1
fi
key() { openssl rand -hex 32; }
umask 077
cat >.env <<ENV
# Made by deploy/make-env.sh on $(date -u +%Y-%m-%d). Keep a copy apart from the database's backups.
POSTGRES_PASSWORD=$(key)
APP_DB_PASSWORD=$(key)
SPORTSBOOK_DB_PASSWORD=$(key)
HOUSE_VENDOR_SECRET=$(key)
SPORTSBOOK_SECRET=$(key)
LOTTERY_SEED_SECRET=$(key)
GATEWAY_SEAL_KEY=$(key)
PROTECTION_KEY_SECRET=$(key)
# Where players reach the site and the game pages (a domain name gets HTTPS).
SITE_ADDRESS=:80
VENDOR_ADDRESS=:8090
SPORTSBOOK_ADDRESS=:8100
PUBLIC_SITE_ORIGIN=http://localhost
PUBLIC_VENDOR_URL=http://localhost:8090
PUBLIC_SPORTSBOOK_URL=http://localhost:8100
# Email and SMS: outbox keeps them in the database only (staff read them with GET /ops/outbox). For
# real delivery set EMAIL_TRANSPORT=smtp with SMTP_URL and SMTP_FROM, and SMS_TRANSPORT=twilio with
# TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM (docs/operations.md, "Email and SMS").
EMAIL_TRANSPORT=outbox
SMS_TRANSPORT=outbox
ENV
echo "Wrote .env; start with: docker compose up -d"
