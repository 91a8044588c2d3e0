# syntax=docker/dockerfile:1
# One image for the four Node services (each started by its own main.ts, see docker-compose.yml) and, as a
# second target, the gateway: nginx serving the built client and routing /api and /ws to the services.

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

# ---- runtime dependencies only: no vitest, eslint, vite, playwright-core, autocannon or @types ----
FROM deps AS runtime-deps
RUN npm ci --omit=dev --no-audit --no-fund

# ---- the Node services: TypeScript sources run by tsx (a runtime dependency), as in development ----
FROM node:22-bookworm-slim AS app
ENV NODE_ENV=production \
    DATA_DIR=/app/.data
WORKDIR /app
# node_modules of the root and of any workspace that has its own (the build tools stay behind in deps).
COPY --from=runtime-deps /app ./
COPY . .
# uploads/ exists in the image so the `uploads` volume mounted there starts owned by node (docker-compose.yml).
RUN mkdir -p /app/.data/uploads && chown -R node:node /app/.data
USER node
VOLUME ["/app/.data"]
# docker-compose.yml picks the service: command-api, read-api, projections or workers.
CMD ["node", "--max-semi-space-size=64", "--import", "tsx", "server/src/main.ts"]

# ---- the client bundle ----
FROM deps AS client
COPY . .
RUN npm run build -w @shop/frontend

# ---- the gateway ----
FROM nginx:1.27-alpine AS gateway
COPY deploy/nginx.conf /etc/nginx/conf.d/default.conf
COPY --from=client /app/frontend/dist /usr/share/nginx/html
EXPOSE 80
