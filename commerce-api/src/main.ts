import { startApi } from './app';
import { readEnv } from './config';

async function main() {
  const env = readEnv();
  const api = await startApi(env);
  console.log(`Commerce API ouvindo em ${api.url} (banco: ${api.db.kind})`);
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    console.log(`Recebido ${signal}; encerrando…`);
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    api.close().then(
      () => process.exit(0),
      (e: unknown) => {
        console.error('Erro ao encerrar', e);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
}

main().catch((e: unknown) => {
  console.error('Falha ao iniciar a Commerce API:', e);
  process.exit(1);
});
