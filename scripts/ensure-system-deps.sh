#!/usr/bin/env bash
# Garante as dependências de sistema dos testes: Chromium (Playwright), PostgreSQL (testes da API), nginx e
# openssl (o proxy https de npm run qa:remote-check) e
# as ferramentas que conferem os documentos fiscais: xmllint (libxml2-utils, schema da NF-e), zbarimg
# (zbar-tools, código de barras do DANFE), pdftoppm e pdftotext (poppler-utils).
# Ensures the system dependencies of the tests: Chromium (Playwright), PostgreSQL (API tests) and the
# tools that check the fiscal documents: xmllint (NF-e schema), zbarimg (DANFE barcode), pdftoppm and
# pdftotext (render and read the DANFE).
#
# Instala via apt-get quando faltam e o script roda como root (Debian/Ubuntu).
# Nunca baixa navegadores do Playwright.
set -euo pipefail

CHROMIUM_BIN="${CHROMIUM_PATH:-/usr/bin/chromium}"

find_pg_bin() {
  if [[ -n "${PG_BIN:-}" && -x "${PG_BIN}/initdb" ]]; then echo "$PG_BIN"; return 0; fi
  local d
  for d in $(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V -r); do
    if [[ -x "$d/initdb" && -x "$d/pg_ctl" ]]; then echo "$d"; return 0; fi
  done
  if command -v initdb >/dev/null 2>&1 && command -v pg_ctl >/dev/null 2>&1; then
    dirname "$(command -v initdb)"; return 0
  fi
  return 1
}

missing=()
if [[ -x "$CHROMIUM_BIN" ]]; then
  echo "[deps] Chromium encontrado / found: $CHROMIUM_BIN"
else
  missing+=(chromium)
fi

if [[ -n "${DATABASE_URL:-}" ]]; then
  echo "[deps] DATABASE_URL definido: PostgreSQL local não é necessário / DATABASE_URL set: local PostgreSQL not required"
elif pg_bin="$(find_pg_bin)"; then
  echo "[deps] PostgreSQL encontrado / found: $pg_bin"
else
  missing+=(postgresql)
fi

# Binary → Debian package. nginx, openssl and curl: the reverse proxy of npm run qa:remote-check (https with a
# certificate made at run time; decision 0053).
declare -A TOOL_PACKAGES=([xmllint]=libxml2-utils [zbarimg]=zbar-tools [pdftoppm]=poppler-utils [pdftotext]=poppler-utils [nginx]=nginx [openssl]=openssl [curl]=curl)
missing_tools() {
  local tool
  for tool in xmllint zbarimg pdftoppm pdftotext nginx openssl curl; do
    # nginx lives in /usr/sbin, outside a user's PATH.
    command -v "$tool" >/dev/null 2>&1 || [[ -x "/usr/sbin/$tool" ]] || echo "${TOOL_PACKAGES[$tool]}"
  done | sort -u
}
for pkg in $(missing_tools); do missing+=("$pkg"); done
if [[ ${#missing[@]} -eq 0 ]]; then
  echo "[deps] xmllint, zbarimg, pdftoppm, pdftotext, nginx, openssl, curl encontrados / found"
  exit 0
fi

echo "[deps] Faltando / missing: ${missing[*]}"

if [[ "$(id -u)" -ne 0 ]]; then
  echo "[deps] ERRO: instale como root: apt-get update && apt-get install -y ${missing[*]}" >&2
  echo "[deps] ERROR: not running as root; install them with: sudo apt-get update && sudo apt-get install -y ${missing[*]}" >&2
  exit 1
fi
if ! command -v apt-get >/dev/null 2>&1; then
  echo "[deps] ERRO: apt-get indisponível; instale manualmente: ${missing[*]} (ou defina CHROMIUM_PATH / DATABASE_URL)" >&2
  echo "[deps] ERROR: apt-get not available; install ${missing[*]} yourself (or set CHROMIUM_PATH / DATABASE_URL)" >&2
  exit 1
fi

echo "[deps] Executando / running: apt-get update && apt-get install -y ${missing[*]}"
export DEBIAN_FRONTEND=noninteractive
if ! { apt-get update && apt-get install -y --no-install-recommends "${missing[@]}"; }; then
  echo "[deps] ERRO: apt-get falhou ao instalar ${missing[*]} / ERROR: apt-get failed to install ${missing[*]}" >&2
  exit 1
fi

if [[ ! -x "$CHROMIUM_BIN" ]]; then
  echo "[deps] ERRO: Chromium ainda ausente em $CHROMIUM_BIN (defina CHROMIUM_PATH) / ERROR: Chromium still missing" >&2
  exit 1
fi
if [[ -z "${DATABASE_URL:-}" ]] && ! find_pg_bin >/dev/null; then
  echo "[deps] ERRO: binários do PostgreSQL ainda ausentes / ERROR: PostgreSQL binaries still missing" >&2
  exit 1
fi
if [[ -n "$(missing_tools)" ]]; then
  echo "[deps] ERRO: ainda faltam / ERROR: still missing: $(missing_tools | tr '\n' ' ')" >&2
  exit 1
fi
echo "[deps] Dependências instaladas / dependencies installed: ${missing[*]}"
