#!/usr/bin/env bash
# The steps of the production image, run by the Dockerfile and by anyone rehearsing it without Docker
# (docs/operations.md, "The image without Docker"), so both make the same tree.
#   deploy/image.sh build    in a checkout: every dependency, then the site, the console and the
#                            sportsbook's page, built once
#   deploy/image.sh runtime  in a checkout holding those builds: production dependencies of the
#                            processes the image runs, then nothing else but their sources and the builds
set -euo pipefail
cd "$(dirname "$0")/.."

# The workspaces the image's processes run, imported as TypeScript source and run by Node's type stripping.
RUNTIME_WORKSPACES=(apps/server apps/house-vendor apps/sportsbook packages/contracts packages/provider-kit)
# The built pages, served as files: of their workspaces nothing else is kept.
DISTS=(apps/web/dist apps/console/dist apps/sportsbook/web/dist)

case "${1:-}" in
  build)
    # No install scripts: the one allowed, the `node` devDependency's, would fetch a second Node; the
    # image's own runs the build.
    npm ci --ignore-scripts --no-audit --no-fund
    npm run build
    ;;
  runtime)
    for dist in "${DISTS[@]}"; do
      [[ -f "${dist}/index.html" ]] || { echo "deploy/image.sh runtime: ${dist} is not built (run deploy/image.sh build)" >&2; exit 1; }
    done
    workspace_flags=()
    for workspace in "${RUNTIME_WORKSPACES[@]}"; do workspace_flags+=(-w "${workspace}"); done
    rm -rf node_modules
    # The root's own dependencies are all development tools (and the `node` package, not wanted here).
    npm ci --omit=dev --ignore-scripts --no-audit --no-fund --include-workspace-root=false "${workspace_flags[@]}"
    # Everything else goes: the other apps' sources, tests, scripts, docs, the lock's other workspaces.
    keep=(package.json node_modules deploy "${DISTS[@]}" "${RUNTIME_WORKSPACES[@]}")
    shopt -s dotglob
    for path in * apps/* packages/*; do
      [[ -e "${path}" ]] || continue
      wanted=false
      for kept in "${keep[@]}"; do
        if [[ "${path}" == "${kept}" || "${kept}" == "${path}/"* ]]; then wanted=true; fi
      done
      if [[ "${wanted}" == false ]]; then rm -rf "${path}"; fi
    done
    for dist in "${DISTS[@]}"; do
      find "$(dirname "${dist}")" -mindepth 1 -maxdepth 1 ! -name dist -exec rm -rf {} +
    done
    find "${RUNTIME_WORKSPACES[@]}" -name node_modules -prune -o \( -name '*.test.ts' -o -name '*.tsbuildinfo' \) -exec rm -f {} +
    ;;
  *)
    echo "usage: deploy/image.sh build|runtime" >&2
    exit 2
    ;;
esac
