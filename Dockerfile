# syntax=docker/dockerfile:1
# One image for the four Node services (each its own bundle, `node dist/<service>.js`, see docker-compose.yml) and,
# as a second target, the gateway: nginx serving the built client and routing /api and /ws to the services.

# ---- dependencies (native modules such as better-sqlite3 may need a compiler when no prebuild fits) ----
FROM node:22-bookworm-slim AS deps
WORKDIR /app
RUN apt-get update \
 && apt-get install -y --no-install-recommends python3 make g++ ca-certificates \
 && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json .npmrc ./
COPY contracts/package.json contracts/
COPY platform/package.json platform/
COPY command-api/package.json command-api/
COPY projections/package.json projections/
COPY read-api/package.json read-api/
COPY workers/package.json workers/
COPY server/package.json server/
COPY frontend/package.json frontend/
RUN npm ci --no-audit --no-fund

# ---- the services compiled once: one esbuild bundle per main into dist/ (deploy/build-services.mjs) ----
FROM deps AS services
COPY . .
RUN npm run build:services

# ---- runtime dependencies of the service workspaces only: no React, vite, tsx, vitest, eslint or @types ----
# (npm ci of those workspaces: the root's and the frontend's and server's dependencies are not installed; a package a
# workspace keeps in its own node_modules is inside the bundle, build-services.mjs.)
FROM deps AS runtime-deps
RUN npm ci --omit=dev --no-audit --no-fund \
      --workspace=@shop/contracts --workspace=@shop/platform --workspace=@shop/command-api \
      --workspace=@shop/projections --workspace=@shop/read-api --workspace=@shop/workers

# ---- the Node services: plain node on the bundles, nothing compiled at start ----
FROM node:22-bookworm-slim AS app
ENV NODE_ENV=production \
    DATA_DIR=/app/.data
WORKDIR /app
COPY --from=runtime-deps /app/node_modules ./node_modules
COPY --from=services /app/dist ./dist
# The compose healthchecks' script (plain node; its heartbeat mode uses ioredis from node_modules).
COPY scripts/healthcheck.mjs ./scripts/healthcheck.mjs
# uploads/ exists in the image so the `uploads` volume mounted there starts owned by node (docker-compose.yml).
RUN mkdir -p /app/.data/uploads && chown -R node:node /app/.data
USER node
VOLUME ["/app/.data"]
# docker-compose.yml picks the service: dist/command-api.js, read-api, projections or workers; the operator CLIs are
# dist/projections-rebuild.js and dist/events-{export,import,verify}.js (docs/operations.md).
CMD ["node", "dist/read-api.js"]

# ---- the client bundle ----
FROM deps AS client
COPY . .
RUN npm run build -w @shop/frontend

# ---- the gateway ----
FROM nginx:1.27-alpine AS gateway
# HTTPS (deploy/nginx.conf, certificates mounted at /etc/nginx/certs); the dev overlay mounts deploy/nginx.dev.conf.
COPY deploy/nginx.conf /etc/nginx/conf.d/default.conf
COPY deploy/nginx/ /etc/nginx/shop/
COPY --from=client /app/frontend/dist /usr/share/nginx/html
EXPOSE 80 443
