// The receiving side of the broadcast bench, on a thread of its own so the sender's event loop
// is not also the receivers'. workerData: { kind: 'socket.io' | 'ws', url, clients }.
// Posts 'ready' once every client is connected (and, for socket.io, in the room), then
// { done: seq } once each of its clients has received broadcast `seq`; 'reset' forgets the samples
// so far (the warm-up's), and 'report' posts every latency sample since (receipt time minus the
// sender's timestamp, in ms) and closes its clients.
//
// Every client is a plain `ws` socket, the socket.io ones speaking the few packets of the
// protocol they need: the bench measures the servers' delivery, and a browser's decoding is done
// on the browser's own machine, not on this one's two cores.
import { parentPort, workerData } from 'node:worker_threads';
import WebSocket from 'ws';

const { kind, url, clients } = workerData;
/** Wall-clock time with sub-millisecond resolution, comparable between threads of one process. */
const now = () => performance.timeOrigin + performance.now();
const received = new Map();
let latencies = [];

const onMessage = (message) => {
  latencies.push(now() - message.sentAt);
  const count = (received.get(message.seq) ?? 0) + 1;
  if (count === clients) {
    received.delete(message.seq);
    parentPort.postMessage({ done: message.seq });
  } else received.set(message.seq, count);
};

/** A raw client: each text frame is the payload's JSON. */
const wsClient = (socket, resolve) => {
  socket.on('message', (data) => onMessage(JSON.parse(data.toString())));
  socket.once('open', () => resolve(socket));
};

/**
 * A socket.io client over engine.io 4 on a websocket: `0{…}` opens (answered by `40`, joining the
 * default namespace), `2` is a ping (answered `3`), `42[event, payload]` an event. The server puts
 * each socket in the room on connection and then emits `joined`.
 */
const socketIoClient = (socket, resolve) => {
  socket.on('message', (data) => {
    const text = data.toString();
    if (text.startsWith('42')) {
      const [event, payload] = JSON.parse(text.slice(2));
      if (event === 'joined') resolve(socket);
      else onMessage(payload);
    } else if (text === '2') socket.send('3');
    else if (text.startsWith('0')) socket.send('40');
  });
};

const connectOne = () =>
  new Promise((resolve, reject) => {
    const socket = new WebSocket(
      kind === 'ws' ? url : `${url.replace(/^http/, 'ws')}/socket.io/?EIO=4&transport=websocket`,
      { perMessageDeflate: false },
    );
    socket.once('error', reject);
    (kind === 'ws' ? wsClient : socketIoClient)(socket, resolve);
  });

const sockets = [];
// In batches: a thousand handshakes at once overflow the listen backlog on some machines.
for (let i = 0; i < clients; i += 50) {
  sockets.push(...(await Promise.all(Array.from({ length: Math.min(50, clients - i) }, connectOne))));
}
parentPort.postMessage('ready');
parentPort.on('message', (message) => {
  if (message === 'reset') latencies = [];
  if (message !== 'report') return;
  const samples = Float64Array.from(latencies);
  for (const socket of sockets) socket.close();
  parentPort.postMessage({ latencies: samples }, [samples.buffer]);
});
