#!/bin/sh
# The image's entry point: the role named by the container's command, as the process itself (exec),
# so that tini's SIGTERM reaches it directly.
set -eu
role="${1:-api}"
[ $# -gt 0 ] && shift
case "${role}" in
  # Jobs run in the worker only: API instances can be scaled without running a job twice.
  api) JOBS=off exec node apps/server/src/main.ts "$@" ;;
  worker) exec node apps/server/src/worker.ts "$@" ;;
  house-vendor) exec node apps/house-vendor/src/main.ts "$@" ;;
  sportsbook) exec node apps/sportsbook/src/main.ts "$@" ;;
  migrate) exec node apps/server/src/db/migrate-cli.ts "$@" ;;
  operator) exec node apps/server/src/operator-cli.ts "$@" ;;
  *)
    echo "unknown role ${role}: api, worker, house-vendor, sportsbook, migrate or operator" >&2
    exit 2
    ;;
esac
