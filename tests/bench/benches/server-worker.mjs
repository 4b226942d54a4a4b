// Runs one server on a thread of its own, so a bench's client work (proof of work, say) does not
// share the server's event loop. Receives a ServerConfig as workerData; posts the URL; stops on
// the message 'close'.
import { parentPort, workerData } from 'node:worker_threads';
import { startServer } from '@tessera/server';

const server = await startServer(workerData);
parentPort?.postMessage({ url: server.url });
parentPort?.on('message', async (message) => {
  if (message !== 'close') return;
  await server.close();
  parentPort?.close();
});
