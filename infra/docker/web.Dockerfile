# syntax=docker/dockerfile:1
# web: the Vite build of the single-page app, served by nginx, which also routes /api/* by method
# (GET/HEAD → query-api, the rest → command-api; see infra/nginx/nginx.conf).
# Build from the repository root:  docker build -f infra/docker/web.Dockerfile -t talent-bridge/web .
ARG NODE_IMAGE=node:24-bookworm-slim
ARG NGINX_IMAGE=nginxinc/nginx-unprivileged:1.28-alpine

# Only the workspace manifests: the dependency layer below is rebuilt when they change, not on every source edit.
FROM ${NODE_IMAGE} AS manifests
WORKDIR /src
COPY packages packages
COPY services services
COPY web/package.json web/package.json
RUN find packages services -mindepth 2 -maxdepth 2 ! -name package.json -exec rm -rf {} +

# The build needs the web workspace's dev dependencies (Vite); none of them reach the final image.
FROM ${NODE_IMAGE} AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY --from=manifests /src ./
# `npm install`, not `npm ci`: the lockfile lacks Biome's binaries for other platforms, which `npm ci` refuses;
# `npm install` still installs the versions the lockfile pins.
RUN npm install --no-audit --no-fund -w web
COPY tsconfig.base.json ./
COPY packages/contracts packages/contracts
COPY web web
RUN npm run build -w web

FROM ${NGINX_IMAGE} AS runtime
COPY infra/nginx/nginx.conf /etc/nginx/nginx.conf
COPY --from=build /app/web/dist /usr/share/nginx/html
# The unprivileged image's user (uid 101); nginx listens on 8080 and writes only to /tmp.
USER 101
EXPOSE 8080
HEALTHCHECK --interval=10s --timeout=3s --start-period=5s --retries=3 \
  CMD ["wget", "-q", "-O", "/dev/null", "http://127.0.0.1:8080/healthz"]
