# HomePlate API + web client in one image: `node api/dist/server.js` serves the web app, /graphql
# (with graphql-ws subscriptions) and /api on port 4000. Configure it with the environment variables
# of .env.example; docker-compose.yml shows a deployment on PostgreSQL, Redis and SMTP.

# ---- build: all dependencies, code generation, tsc and vite ----
FROM node:20-bookworm-slim AS build
WORKDIR /app

# Manifests first, so the dependency layer is reused until they change.
COPY package.json package-lock.json ./
COPY api/package.json api/
COPY web/package.json web/
# --ignore-scripts: nothing of ours relies on a dependency's install script (Prisma's would download
# engines the app does not use); code generation runs from `npm run gen` below.
RUN npm ci --ignore-scripts --no-audit --no-fund

COPY . .
# npm run gen (Prisma client, Pothos types, schema.graphql, Relay artifacts), tsc -p api, vite build web
RUN npm run build

# ---- runtime: the API's production dependencies and the build output only ----
FROM node:20-bookworm-slim
ENV NODE_ENV=production
WORKDIR /app

COPY package.json package-lock.json ./
COPY api/package.json api/
COPY web/package.json web/
# The web client is already bundled, so only the api workspace's dependencies are installed.
# Dev tools (tsx, prisma CLI, vite) are left out: inside this image `npm run db:migrate` and
# `npm run db:seed` are `node api/dist/app/cli.js migrate` and `node api/dist/app/cli.js seed`.
RUN npm ci --omit=dev --ignore-scripts --no-audit --no-fund --workspace=api \
    && npm cache clean --force

COPY --from=build /app/api/dist api/dist
COPY --from=build /app/web/dist web/dist
# Applied at start-up (and by the cli above); read from here by api/dist/db/migrate.js.
COPY prisma/migrations prisma/migrations
# The web client's operations by id (relay-compiler writes it), read by api/dist/http/yoga.js.
COPY persisted-queries.json ./
# The offline geocoder's public places (US ZIP codes and cities), read by api/dist/services/gazetteer.js.
COPY api/data api/data

# Without DATABASE_URL the server keeps an embedded PGlite database in DATA_DIR (default /app/.data):
# mount a volume there to keep it, and run one container per volume (a lock file refuses a second).
RUN mkdir -p /app/.data && chown node:node /app/.data
USER node

EXPOSE 4000
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
    CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 4000) + '/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "api/dist/server.js"]
