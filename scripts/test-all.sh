#!/usr/bin/env bash
# npm test: every test layer, in order, failing fast.
#   system deps -> lint -> typecheck -> unit (Jest) -> API on PGlite (Jest) -> API on PostgreSQL (Jest)
#   -> next build -> end-to-end (Playwright against the real processes) -> end-to-end against a second,
#   separately started instance behind an https proxy (qa:remote-check) -> load and fault smoke
# Prints each step's duration and, last, a line "N passed, N failed" with the total test counts.
#
# Env: DATABASE_URL (use this PostgreSQL for the API tests instead of a throwaway cluster),
#      CHROMIUM_PATH (default /usr/bin/chromium), PG_BIN (PostgreSQL binaries directory),
#      PG_LOCALE (locale of the throwaway cluster, default C.UTF-8),
#      SKIP_E2E=1 (skip build and Playwright; for quick local runs only),
#      API_TEST_WORKERS (Jest workers of the two API suites, default 2).
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"
BIN="$ROOT/node_modules/.bin"
# Machine-readable reports of Jest and Playwright, summed at the end. Outside test-results/,
# which Playwright empties when it starts.
RESULTS="$(mktemp -d "${TMPDIR:-/tmp}/vitrine-test-results.XXXXXX")"

STEP_NAMES=()
STEP_SECS=()
STEP_STATUS=()
FAILED_STEP=""
PG_DIR=""
PG_CTL=""
PG_AS=()

count_tests() {
  # Prints "passed failed" summed over the Jest and Playwright JSON reports present.
  node - "$RESULTS" <<'NODE'
const fs = require('node:fs');
const path = require('node:path');
const dir = process.argv[2];
let passed = 0, failed = 0;
for (const f of fs.existsSync(dir) ? fs.readdirSync(dir) : []) {
  if (!f.endsWith('.json')) continue;
  let r;
  try { r = JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')); } catch { continue; }
  if (typeof r.numPassedTests === 'number') {            // Jest
    passed += r.numPassedTests;
    failed += r.numFailedTests;
    // Suites that failed to run (syntax error, setup failure) carry no test counts.
    failed += (r.testResults || []).filter((t) => t.status === 'failed' && (t.assertionResults || []).length === 0).length;
  } else if (r.stats && typeof r.stats.expected === 'number') { // Playwright
    passed += r.stats.expected + (r.stats.flaky || 0);
    failed += r.stats.unexpected;
  }
}
process.stdout.write(`${passed} ${failed}`);
NODE
}

stop_pg() {
  if [[ -n "$PG_DIR" ]]; then
    if [[ -n "$PG_CTL" && -f "$PG_DIR/data/postmaster.pid" ]]; then
      "${PG_AS[@]}" "$PG_CTL" -D "$PG_DIR/data" -m immediate -w stop >/dev/null 2>&1 || true
    fi
    rm -rf "$PG_DIR"
    PG_DIR=""
  fi
}

finish() {
  local rc=$?
  stop_pg
  echo
  echo "==================== Resumo / Summary ===================="
  local i
  for i in "${!STEP_NAMES[@]}"; do
    printf '  %-50s %6ss  %s\n' "${STEP_NAMES[$i]}" "${STEP_SECS[$i]}" "${STEP_STATUS[$i]}"
  done
  local counts passed failed
  counts="$(count_tests 2>/dev/null || echo '0 0')"
  passed="${counts% *}"
  failed="${counts#* }"
  if [[ -n "$FAILED_STEP" ]]; then
    echo "  FALHOU no passo / FAILED at step: $FAILED_STEP"
    # A failing step without test counts (lint, typecheck, build...) still counts as a failure.
    if [[ "$failed" == "0" ]]; then failed=1; fi
  elif [[ $rc -ne 0 && "$failed" == "0" ]]; then
    failed=1
  fi
  echo "=========================================================="
  rm -rf "$RESULTS"
  echo "${passed} passed, ${failed} failed"
  if [[ -n "$FAILED_STEP" && $rc -eq 0 ]]; then rc=1; fi
  exit "$rc"
}
trap finish EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

step() {
  local name="$1"; shift
  echo
  echo "────────────────────────────────────────────────────────"
  echo "▶ ${name}"
  echo "  \$ $*"
  echo "────────────────────────────────────────────────────────"
  local start=$SECONDS rc=0
  "$@" || rc=$?
  local secs=$((SECONDS - start))
  STEP_NAMES+=("$name")
  STEP_SECS+=("$secs")
  if [[ $rc -eq 0 ]]; then
    STEP_STATUS+=("ok")
    echo "✔ ${name} (${secs}s)"
  else
    STEP_STATUS+=("FALHOU (código $rc)")
    echo "✘ ${name} falhou em ${secs}s (código $rc)"
    FAILED_STEP="$name"
    exit "$rc"
  fi
}

find_pg_bin() {
  if [[ -n "${PG_BIN:-}" && -x "${PG_BIN}/initdb" ]]; then echo "$PG_BIN"; return 0; fi
  local d
  for d in $(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V -r); do
    if [[ -x "$d/initdb" && -x "$d/pg_ctl" ]]; then echo "$d"; return 0; fi
  done
  if command -v initdb >/dev/null 2>&1; then dirname "$(command -v initdb)"; return 0; fi
  return 1
}

free_port() {
  node -e "const s=require('node:net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})"
}

# Starts a throwaway PostgreSQL cluster (trust auth, loopback only) and exports DATABASE_URL.
start_throwaway_pg() {
  local pg_bin port
  pg_bin="$(find_pg_bin)" || { echo "PostgreSQL não encontrado (rode scripts/ensure-system-deps.sh como root)" >&2; return 1; }
  PG_CTL="$pg_bin/pg_ctl"
  PG_DIR="$(mktemp -d "${TMPDIR:-/tmp}/vitrine-pg.XXXXXX")"
  if [[ "$(id -u)" -eq 0 ]]; then
    # PostgreSQL refuses to run as root.
    chown postgres:postgres "$PG_DIR" || return 1
    PG_AS=(runuser -u postgres --)
  else
    PG_AS=()
  fi
  port="$(free_port)" || return 1
  echo "Criando cluster PostgreSQL descartável em $PG_DIR (porta $port)…"
  "${PG_AS[@]}" "$pg_bin/initdb" -D "$PG_DIR/data" -A trust -U postgres -E UTF8 --locale="${PG_LOCALE:-C.UTF-8}" --no-sync >"$PG_DIR/initdb.log" 2>&1 \
    || { cat "$PG_DIR/initdb.log"; return 1; }
  "${PG_AS[@]}" "$PG_CTL" -D "$PG_DIR/data" -l "$PG_DIR/server.log" -w -t 60 \
    -o "-p $port -k $PG_DIR -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off" start \
    || { cat "$PG_DIR/server.log" 2>/dev/null; return 1; }
  export DATABASE_URL="postgres://postgres@127.0.0.1:${port}/postgres"
  echo "PostgreSQL pronto: $DATABASE_URL"
}

api_tests_on_postgres() {
  if [[ -n "${USER_DATABASE_URL:-}" ]]; then
    echo "Usando DATABASE_URL já definido: ${USER_DATABASE_URL%%@*}@…"
    DATABASE_URL="$USER_DATABASE_URL" "$BIN/jest" --selectProjects api $API_WORKERS --json --outputFile="$RESULTS/jest-api-postgres.json"
  else
    start_throwaway_pg || return 1
    local rc=0
    "$BIN/jest" --selectProjects api $API_WORKERS --json --outputFile="$RESULTS/jest-api-postgres.json" || rc=$?
    stop_pg
    return $rc
  fi
}

build_storefront() {
  "$BIN/next" build
}

# A short load (10 shoppers × 2 visits, SQL checks) and the fault checks, on the build
# just made. Each starts its own throw-away PostgreSQL (the faults restart theirs) unless
# DATABASE_URL was given (the load then uses a database of its own there).
load_and_fault_smoke() {
  DATABASE_URL="${USER_DATABASE_URL:-}" "$BIN/tsx" bench/load.ts --smoke && "$BIN/tsx" bench/faults.ts
}

USER_DATABASE_URL="${DATABASE_URL:-}"
unset DATABASE_URL

# Two Jest workers for the API suites even on 2 cores (Jest's default there is one): a test spends
# most of its time waiting on the API process and the database, and each file starts its own worlds
# and databases. On the 2-core machine: PGlite 8.4 min and PostgreSQL 8.1 min with two, against
# 13-18 and 19 min with one (docs/testing.md).
API_WORKERS="--maxWorkers=${API_TEST_WORKERS:-2}"

TOTAL_START=$SECONDS
step "Dependências de sistema (chromium, postgresql, xmllint, zbar, poppler)" bash scripts/ensure-system-deps.sh
step "Lint (eslint)" npm run --silent lint
step "Typecheck (tsc --noEmit)" npm run --silent typecheck
step "Testes unitários (jest unit)" "$BIN/jest" --selectProjects unit --json --outputFile="$RESULTS/jest-unit.json"
step "API em PGlite (jest api)" env -u DATABASE_URL "$BIN/jest" --selectProjects api $API_WORKERS --json --outputFile="$RESULTS/jest-api-pglite.json"
step "API em PostgreSQL (jest api)" api_tests_on_postgres
if [[ "${SKIP_E2E:-}" == "1" ]]; then
  echo "SKIP_E2E=1: build e e2e pulados."
else
  step "Build da vitrine (next build)" build_storefront
  step "Orçamento de JavaScript" node scripts/check-bundle-budget.mjs
  step "End-to-end (Playwright)" env E2E_JSON_REPORT="$RESULTS/playwright.json" "$BIN/playwright" test
  # The suite against a second instance it did not start (nginx https proxy, one supplier): decision 0053.
  step "End-to-end contra outra implantação (qa:remote-check)" env QA_REMOTE_RESULTS="$RESULTS" node scripts/qa-remote-check.mjs
  step "Carga e falhas (bench:load --smoke, bench:faults)" load_and_fault_smoke
fi
echo
echo "Tudo certo em $((SECONDS - TOTAL_START))s."
