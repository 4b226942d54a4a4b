import { configFromEnv, startServer } from './index.js';

/** `node dist/main.js`: starts the server from environment variables and stops it on a signal. */
const main = async () => {
  const server = await startServer(configFromEnv(process.env));
  console.log(`Tessera is running at ${server.url}`);

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
  console.error('Tessera failed to start:', error);
  process.exit(1);
});
