#!/usr/bin/env bash
# What `npm test` needs besides npm packages: Debian's Chromium and its headless shell (browser tests, benches), poppler-utils (PDFs are read as a
# reader sees them) and a Java runtime with Saxon HE (e-invoices are checked by the EN 16931 validation artefact) and xmllint (SEPA files are checked against the pain XSDs). Installed with apt when this runs as root; otherwise one line says what to install. A PostgreSQL
# that is installed but stopped is started, so the API tests run on it too (vitest finds it on 127.0.0.1:5432).
set -euo pipefail

missing=()
[ -x /usr/bin/chromium ] || missing+=(chromium)
[ -x /usr/bin/chromium-headless-shell ] || missing+=(chromium-headless-shell)
command -v pdftoppm >/dev/null 2>&1 && command -v pdftotext >/dev/null 2>&1 || missing+=(poppler-utils)
command -v java >/dev/null 2>&1 || missing+=(default-jre-headless)
[ -f /usr/share/java/Saxon-HE.jar ] || missing+=(libsaxonhe-java)
command -v xmllint >/dev/null 2>&1 || missing+=(libxml2-utils)

if [ ${#missing[@]} -gt 0 ]; then
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
    echo "installing Debian's ${missing[*]} for the browser and PDF tests"
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
  else
    echo "npm test needs Debian's ${missing[*]}: run 'sudo apt-get install -y ${missing[*]}' and try again" >&2
    exit 1
  fi
fi

if command -v pg_ctlcluster >/dev/null 2>&1 && command -v pg_isready >/dev/null 2>&1 \
  && ! pg_isready -q -h 127.0.0.1 -p 5432; then
  pg_ctlcluster --skip-systemctl-redirect "$(ls /etc/postgresql | head -n 1)" main start >/dev/null 2>&1 || true
fi
