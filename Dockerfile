# syntax=docker/dockerfile:1
# One image build for the whole monorepo, one target per process; a service's target takes its name and contract port:
#   docker build --target svc-auth --build-arg SERVICE=svc-auth --build-arg PORT=4001 -t vetnow/svc-auth .
#   (svc-clinic 4002, svc-booking 4003, svc-payments 4004, svc-notify 4005 alike); docker build --target gateway .
#   and --target backup take none. docker-compose.yml builds them all (with those arguments).
# Images run as the unprivileged `node` user on Node 24 LTS.
ARG NODE_IMAGE=node:24-bookworm-slim

# ---- the manifests: every workspace's package.json and the lockfile (what the installs below depend on) ----
FROM ${NODE_IMAGE} AS manifests
WORKDIR /app
COPY package.json package-lock.json ./
COPY libs/domain/package.json libs/domain/
COPY libs/contracts/package.json libs/contracts/
COPY libs/service-kit/package.json libs/service-kit/
COPY libs/web-kit/package.json libs/web-kit/
COPY libs/web-build/package.json libs/web-build/
COPY shell/package.json shell/
COPY mf-owner/package.json mf-owner/
COPY mf-doctor/package.json mf-doctor/
COPY mf-admin/package.json mf-admin/
COPY gateway/package.json gateway/
COPY svc-auth/package.json svc-auth/
COPY svc-clinic/package.json svc-clinic/
COPY svc-booking/package.json svc-booking/
COPY svc-payments/package.json svc-payments/
COPY svc-notify/package.json svc-notify/
COPY tests/e2e/package.json tests/e2e/

# ---- every dependency, for the build (cached until a package.json or the lockfile changes) ----
FROM manifests AS deps
# `npm ci` refuses this lockfile (it lacks other platforms' optional binaries); `npm install` honours it.
RUN npm install --no-audit --no-fund

# ---- build everything: libs, gateway and services (tsc -b), the four frontends (rspack) ----
FROM deps AS build
COPY . .
RUN npm run build

# ---- one production dependency set per process: its workspace's dependencies and nothing else (no rspack, React
# or test tools in a service image; ADR 0043) ----
# A service's: the workspace the build argument SERVICE names (the service targets below).
FROM manifests AS prod-service
ARG SERVICE
RUN npm install --omit=dev --workspace ${SERVICE} --no-audit --no-fund
FROM manifests AS prod-gateway
RUN npm install --omit=dev --workspace gateway --no-audit --no-fund
# The backup (issue 41) runs the kit's own database and stream code: the kit's dependencies.
FROM manifests AS prod-backup
RUN npm install --omit=dev --workspace libs/service-kit --no-audit --no-fund

# ---- common runtime: the data directory and the shared libraries' build output (no sources, no tests) ----
FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    DATA_DIR=/var/lib/vetnow
WORKDIR /app
# The data directory (svc-auth keeps its key pair in $DATA_DIR/keys, svc-notify its .eml files in $DATA_DIR/mail)
# belongs to the user the process runs as; a named volume mounted there starts with this ownership.
RUN mkdir -p /var/lib/vetnow/keys /var/lib/vetnow/mail && chown -R node:node /var/lib/vetnow
COPY --from=build /app/libs/domain/dist libs/domain/dist
COPY --from=build /app/libs/contracts/dist libs/contracts/dist
COPY --from=build /app/libs/service-kit/dist libs/service-kit/dist
USER node

# ---- a service (SERVICE, on PORT): its dependencies (with the manifests the workspace links need), its build output
# and the files it reads at run time (migrations; svc-clinic's holiday list and svc-booking's care schedules below) ----
FROM runtime AS service
ARG SERVICE
ARG PORT
COPY --from=prod-service /app ./
COPY --from=build /app/${SERVICE}/dist ${SERVICE}/dist
COPY --from=build /app/${SERVICE}/migrations ${SERVICE}/migrations
ENV PORT=${PORT}
EXPOSE ${PORT}

# ---- one target per service, built with its own SERVICE and PORT. CMD names the file: the exec form, so that node
# runs as PID 1 and gets the stop signal, takes no variables ----
FROM service AS svc-auth
CMD ["node", "--max-semi-space-size=2", "--optimize-for-size", "svc-auth/dist/main.js"]

FROM service AS svc-clinic
COPY --from=build /app/svc-clinic/holidays svc-clinic/holidays
CMD ["node", "--max-semi-space-size=2", "--optimize-for-size", "svc-clinic/dist/main.js"]

FROM service AS svc-booking
COPY --from=build /app/svc-booking/care-schedules svc-booking/care-schedules
CMD ["node", "--max-semi-space-size=2", "--optimize-for-size", "svc-booking/dist/main.js"]

FROM service AS svc-payments
CMD ["node", "--max-semi-space-size=2", "--optimize-for-size", "svc-payments/dist/main.js"]

FROM service AS svc-notify
CMD ["node", "--max-semi-space-size=2", "--optimize-for-size", "svc-notify/dist/main.js"]

# The gateway also serves the built frontends: WEB_ROOT holds shell/dist and mf-*/dist.
FROM runtime AS gateway
COPY --from=prod-gateway /app ./
COPY --from=build /app/gateway/dist gateway/dist
COPY --from=build /app/shell/dist shell/dist
COPY --from=build /app/mf-owner/dist mf-owner/dist
COPY --from=build /app/mf-doctor/dist mf-doctor/dist
COPY --from=build /app/mf-admin/dist mf-admin/dist
ENV PORT=8080 \
    WEB_ROOT=/app
EXPOSE 8080
CMD ["node", "--max-semi-space-size=2", "--optimize-for-size", "gateway/dist/main.js"]

# `npm run backup` / `npm run restore` (issue 41, ADR 0048): the scripts, and every service's migrations (a restore
# migrates a fresh database as the service does at boot). docker-compose.yml runs it daily.
FROM runtime AS backup
COPY --from=prod-backup /app ./
COPY --from=build /app/scripts scripts
COPY --from=build /app/svc-auth/migrations svc-auth/migrations
COPY --from=build /app/svc-clinic/migrations svc-clinic/migrations
COPY --from=build /app/svc-booking/migrations svc-booking/migrations
COPY --from=build /app/svc-payments/migrations svc-payments/migrations
COPY --from=build /app/svc-notify/migrations svc-notify/migrations
RUN mkdir -p /var/lib/vetnow/backups
CMD ["node", "scripts/backup.mjs", "--daily", "02:30", "--keep", "14"]
