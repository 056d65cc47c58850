#!/bin/sh
# Runs in the web image after the templates are rendered (/docker-entrypoint.d/, after
# 20-envsubst-on-templates.sh). Where the kernel has IPv6 switched off, `listen [::]:…` makes
# nginx fail at every start and the container restart forever: drop those lines there.
# IF_INET6 and CONF_DIR are only overridden by the test (backend/test/container-files.e2e-spec.ts).
set -eu
IF_INET6="${IF_INET6:-/proc/net/if_inet6}"
CONF_DIR="${CONF_DIR:-/etc/nginx/conf.d}"
if [ -f "$IF_INET6" ]; then
  exit 0
fi
echo "$0: IPv6 is not available; nginx listens on IPv4 only"
find "$CONF_DIR" -name '*.conf' -type f -exec sed -i '/^[[:space:]]*listen[[:space:]]\{1,\}\[::\]/d' {} +
