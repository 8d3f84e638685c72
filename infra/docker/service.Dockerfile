# One image per deployable, built from this file with --build-arg SERVICE=command-api|query-api|projectors|inbox-worker.
# TypeScript runs through tsx's loader (no separate compile step to keep in sync with the dev setup).
FROM node:20-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages ./packages
COPY services ./services
COPY web/package.json ./web/package.json
RUN npm install --no-audit --no-fund --omit=dev --ignore-scripts=false \
 && npm install --no-audit --no-fund --no-save tsx@4.23.15

FROM node:20-bookworm-slim
ARG SERVICE
ENV NODE_ENV=production SERVICE=${SERVICE} DATA_DIR=/data
WORKDIR /app
COPY --from=deps --chown=node:node /app /app
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --retries=3 CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["sh", "-c", "exec node --import tsx services/${SERVICE}/src/server.ts"]
