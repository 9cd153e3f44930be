# Roomtone in a container. `docker build -t roomtone .` then
# `docker run -p 3000:3000 -v roomtone-data:/data roomtone` (embedded database in the volume), or
# `docker compose up --build` for the app with PostgreSQL (compose.yaml). See docs/operations.md.

FROM node:20.20-bookworm-slim AS base
WORKDIR /app

# The lockfile and every workspace's package.json, alone: the install layers below are rebuilt
# only when dependencies change, not on every source change.
FROM base AS manifests
COPY . /src
RUN cd /src && mkdir /manifests && cp package-lock.json /manifests/ && \
    find . -name package.json -not -path '*/node_modules/*' -exec cp --parents {} /manifests/ \;

# Build: every dependency, then the web app (with its brotli and gzip copies) and the server bundle.
FROM base AS build
COPY --from=manifests /manifests/ ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# Runtime: the server's production dependencies, the two builds, an unprivileged user.
FROM base AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data \
    NODE_OPTIONS=--enable-source-maps
COPY --from=manifests /manifests/ ./
RUN npm ci --omit=dev --workspace @roomtone/server --no-audit --no-fund && npm cache clean --force
COPY --from=build /app/apps/server/dist apps/server/dist
COPY --from=build /app/apps/web/dist apps/web/dist
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME /data
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=120s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "apps/server/dist/main.js"]
