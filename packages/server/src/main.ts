import { configFromEnv, startServer } from './index.js';

/**
 * `node dist/main.js [--dev]`: starts the server from environment variables and stops it on a
 * signal. In development it prints the operator key it drew and how to read codes with it, and
 * where the data key it drew is kept.
 */
const main = async () => {
  const server = await startServer(configFromEnv(process.env, process.argv.slice(2)));
  console.log(`Tessera is running at ${server.url}`);
  if (server.drawnOperatorKey !== undefined) {
    const kept = server.drawnOperatorKey.file;
    console.log(
      [
        `Development mode. Operator key: ${server.operatorKey}`,
        kept === undefined
          ? '  (drawn for this run only)'
          : `  (kept in ${kept}; it reads every code the server sends: keep it private)`,
        'Read the codes sent to an address:',
        `  curl -H "Operator-Key: ${server.operatorKey}" "${server.url}/api/operator/outbox?to=you@example.com"`,
      ].join('\n'),
    );
  }
  if (server.drawnDataKey !== undefined) {
    const kept = server.drawnDataKey.file;
    console.log(
      kept === undefined
        ? 'Personal data is encrypted with a data key drawn for this run only.'
        : `Personal data is encrypted with the data key kept in ${kept}: without it that data is lost.`,
    );
  }

  let stopping = false;
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal} received, shutting down`);
    try {
      await server.close();
      process.exit(0);
    } catch (error) {
      console.error('shutdown failed', error);
      process.exit(1);
    }
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
};

main().catch((error: unknown) => {
  console.error('Tessera failed to start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
