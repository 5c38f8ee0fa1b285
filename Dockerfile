# syntax=docker/dockerfile:1
# One image for every role; the command picks one per container (deploy/run.sh): api, worker,
# house-vendor, sportsbook, migrate, operator. Its steps are deploy/image.sh's, which a build without Docker runs too.
FROM node:24-bookworm-slim AS base
WORKDIR /app

# Every dependency, then the site, the console and the sportsbook's page, built once here: a start
# never builds them.
FROM base AS build
COPY . .
RUN --mount=type=cache,target=/root/.npm deploy/image.sh build

# The production dependencies of the processes the image runs, their sources and the three builds.
FROM base AS runtime
COPY . .
COPY --from=build /app/apps/web/dist apps/web/dist
COPY --from=build /app/apps/console/dist apps/console/dist
COPY --from=build /app/apps/sportsbook/web/dist apps/sportsbook/web/dist
RUN --mount=type=cache,target=/root/.npm deploy/image.sh runtime

FROM base
# tini as PID 1 hands SIGTERM to the process, which drains (platform/draining.ts) before it exits,
# and reaps what it leaves, without `docker run --init`.
RUN apt-get update \
  && apt-get install -y --no-install-recommends tini \
  && rm -rf /var/lib/apt/lists/*
# Owned by root, run by `node`: the process cannot change its own code or its site.
COPY --from=runtime /app /app
# Where compose mounts the uploaded files; a new volume takes this directory's owner.
RUN mkdir -p /var/lib/platform/files && chown node:node /var/lib/platform/files
ENV NODE_ENV=production \
  LOG_PRETTY=false \
  HOST=0.0.0.0 \
  PORT=8080 \
  HOUSE_VENDOR_HOST=0.0.0.0 \
  HOUSE_VENDOR_PORT=8090 \
  SPORTSBOOK_HOST=0.0.0.0 \
  SPORTSBOOK_PORT=8100
USER node
EXPOSE 8080 8090 8100
ENTRYPOINT ["/usr/bin/tini", "--", "deploy/run.sh"]
CMD ["api"]
