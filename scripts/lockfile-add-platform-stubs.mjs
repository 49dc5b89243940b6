// The registry mirror used here lacks the other platforms' optional binaries (darwin, win32…), so
// npm leaves them out of package-lock.json and `npm ci` then refuses the lock. This adds an
// os/cpu-tagged stub entry for each, which npm skips on non-matching platforms. Run after
// `npm install`: node scripts/lockfile-add-platform-stubs.mjs package-lock.json
import fs from 'node:fs';

const file = process.argv[2];
const lock = JSON.parse(fs.readFileSync(file, 'utf8'));
const pk = lock.packages;
let added = 0;
const osOf = (n) =>
  /android/.test(n)
    ? 'android'
    : /darwin/.test(n)
      ? 'darwin'
      : /freebsd/.test(n)
        ? 'freebsd'
        : /win32/.test(n)
          ? 'win32'
          : /openharmony/.test(n)
            ? 'openharmony'
            : /wasm/.test(n)
              ? null
              : 'linux';
const cpuOf = (n) =>
  /arm64/.test(n)
    ? 'arm64'
    : /x64/.test(n)
      ? 'x64'
      : /ia32/.test(n)
        ? 'ia32'
        : /loong64/.test(n)
          ? 'loong64'
          : /ppc64/.test(n)
            ? 'ppc64'
            : /riscv64/.test(n)
              ? 'riscv64'
              : /s390x/.test(n)
                ? 's390x'
                : /arm/.test(n)
                  ? 'arm'
                  : /wasm/.test(n)
                    ? 'wasm32'
                    : null;
for (const [key, meta] of Object.entries(pk)) {
  for (const [dep, ver] of Object.entries(meta.optionalDependencies ?? {})) {
    const base = key ? key + '/node_modules/' + dep : 'node_modules/' + dep;
    if (pk[base] || pk['node_modules/' + dep]) continue;
    const stub = { version: ver, optional: true };
    if (meta.dev) stub.dev = true;
    const os = osOf(dep),
      cpu = cpuOf(dep);
    if (os) stub.os = [os];
    if (cpu) stub.cpu = [cpu];
    pk['node_modules/' + dep] = stub;
    added++;
  }
}
fs.writeFileSync(file, JSON.stringify(lock, null, 2) + '\n');
console.log('added', added);
