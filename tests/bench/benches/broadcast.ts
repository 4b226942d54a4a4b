import { once } from 'node:events';
import { createServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Worker } from 'node:worker_threads';
import { Server as SocketIoServer } from 'socket.io';
import { WebSocket, WebSocketServer } from 'ws';
import type { Bench, Figure } from '../bench.js';

/*
 * Does socket.io cost the book pushes much against the fastest way to send the same bytes? One
 * run holds both: a socket.io server broadcasting to a room, and a raw `ws` server writing to every
 * client, each with CLIENTS loopback clients, sending the same book (stamped with its sequence and
 * the sender's time) in alternating rounds. The receivers live on worker threads, the same for
 * both and all plain `ws` sockets (see broadcast-clients.mjs), so what differs is only the
 * server's side. Deliveries per second count every client's copy; latency runs from the stamp to
 * the receiving handler, with at most WINDOW broadcasts in flight.
 */

const CLIENTS = 1_000;
/** Receiving threads, each holding CLIENTS / WORKERS clients (the machine has few cores). */
const WORKERS = 2;
const BROADCASTS = 400;
const WARM_UP = 30;
/** The measured broadcasts go in this many rounds, each sender's in turn. */
const ROUNDS = 10;
/** Broadcasts in flight: the sender runs ahead of the slowest receiver by at most this many. */
const WINDOW = 4;
const EVENT = 'depth';
const ROOM = 'market:BTC/USDT';

/** A 20-level book as the `depth` push carries it (DepthCodec's wire form): about 1 KB of JSON with its stamp. */
const depth = {
  symbol: 'BTC/USDT',
  bids: Array.from({ length: 20 }, (_, i) => [(64_000 - i * 0.5).toFixed(2), (0.1 + i / 100).toFixed(4)]),
  asks: Array.from({ length: 20 }, (_, i) => [(64_000.5 + i * 0.5).toFixed(2), (0.1 + i / 100).toFixed(4)]),
  at: '2026-11-24T00:00:00.000Z',
};

const now = () => performance.timeOrigin + performance.now();

/** One sender under test: how it broadcasts one payload to every client, and how it stops. */
interface Sender {
  readonly kind: 'socket.io' | 'ws';
  readonly url: string;
  broadcast(payload: { seq: number; sentAt: number; depth: typeof depth }): void;
  close(): Promise<void>;
}

const listening = async (server: HttpServer) => {
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return (server.address() as AddressInfo).port;
};

/**
 * socket.io as a deployment that pushes books would run it: websocket only (no polling upgrade
 * dance), per-message deflate off (its default; a 1 KB book compresses, but deflating it per
 * client costs more CPU than the bytes save on a LAN), and a room broadcast, which socket.io
 * encodes once and, for websocket clients, frames once (its adapter's pre-encoded frame); each
 * client's socket then only writes that frame.
 */
const socketIoSender = async (): Promise<Sender> => {
  const http = createServer();
  const io = new SocketIoServer(http, {
    path: '/socket.io',
    serveClient: false,
    transports: ['websocket'],
    perMessageDeflate: false,
  });
  io.on('connection', (socket) => {
    void socket.join(ROOM);
    socket.emit('joined');
  });
  const port = await listening(http);
  return {
    kind: 'socket.io',
    url: `http://127.0.0.1:${port}`,
    broadcast: (payload) => io.to(ROOM).emit(EVENT, payload),
    close: async () => {
      await io.close();
    },
  };
};

/** The floor: `ws` writing one buffer, serialized once per broadcast, to every open client. */
const wsSender = async (): Promise<Sender> => {
  const http = createServer();
  const wss = new WebSocketServer({ server: http, perMessageDeflate: false });
  const port = await listening(http);
  return {
    kind: 'ws',
    url: `ws://127.0.0.1:${port}`,
    broadcast: (payload) => {
      const bytes = Buffer.from(JSON.stringify(payload));
      for (const client of wss.clients) if (client.readyState === WebSocket.OPEN) client.send(bytes);
    },
    close: async () => {
      for (const client of wss.clients) client.terminate();
      wss.close();
      http.close();
    },
  };
};

/**
 * A sender's CLIENTS receivers, connected and in its room: `round(count)` broadcasts `count`
 * books, at most WINDOW ahead of the slowest receiver, and answers the seconds it took;
 * `latencies()` answers every delivery's latency since the last `forget()` (ms from the sender's
 * timestamp to the client's handler, JSON parsed), sorted, and closes the clients.
 */
const receivers = async (sender: Sender) => {
  const workers = Array.from(
    { length: WORKERS },
    () =>
      new Worker(new URL('./broadcast-clients.mjs', import.meta.url), {
        workerData: { kind: sender.kind, url: sender.url, clients: CLIENTS / WORKERS },
      }),
  );
  await Promise.all(workers.map((worker) => once(worker, 'message')));
  let seq = 0;
  const round = async (count: number): Promise<number> => {
    const first = seq;
    const completions = new Map<number, number>();
    let complete = 0;
    const started = performance.now();
    await new Promise<void>((resolve) => {
      const sendMore = () => {
        while (seq - first < count && seq - first - complete < WINDOW) {
          sender.broadcast({ seq, sentAt: now(), depth });
          seq += 1;
        }
      };
      const onDone = (message: { done?: number }) => {
        if (message.done === undefined) return;
        const done = (completions.get(message.done) ?? 0) + 1;
        completions.set(message.done, done);
        if (done < WORKERS) return;
        completions.delete(message.done);
        complete += 1;
        if (complete < count) sendMore();
        else {
          for (const worker of workers) worker.off('message', onDone);
          resolve();
        }
      };
      for (const worker of workers) worker.on('message', onDone);
      sendMore();
    });
    return (performance.now() - started) / 1000;
  };
  return {
    round,
    forget: () => {
      for (const worker of workers) worker.postMessage('reset');
    },
    latencies: async () => {
      const reports = await Promise.all(
        workers.map(async (worker) => {
          const reported = once(worker, 'message');
          worker.postMessage('report');
          const [report] = (await reported) as [{ latencies: Float64Array }];
          await worker.terminate();
          return report.latencies;
        }),
      );
      const all = new Float64Array(reports.reduce((sum, part) => sum + part.length, 0));
      let offset = 0;
      for (const part of reports) {
        all.set(part, offset);
        offset += part.length;
      }
      return all.sort();
    },
  };
};

const rank = (sorted: Float64Array, p: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))] ?? 0;

export const broadcast: Bench = {
  name: 'broadcast',
  summary: `one 1 KB book to ${CLIENTS.toLocaleString('en-US')} loopback clients in a room, ${BROADCASTS} times, socket.io vs raw ws`,
  onlyWhenNamed: true,
  run: async () => {
    const senders = [await wsSender(), await socketIoSender()];
    try {
      const sides = await Promise.all(
        senders.map(async (sender) => ({ sender, clients: await receivers(sender) })),
      );
      for (const side of sides) await side.clients.round(WARM_UP);
      for (const side of sides) side.clients.forget();
      // In alternating rounds: the machine's other load, which comes and goes, falls on both alike.
      const seconds = sides.map(() => 0);
      for (let r = 0; r < ROUNDS; r++)
        for (const [i, side] of sides.entries())
          seconds[i] = (seconds[i] ?? 0) + (await side.clients.round(BROADCASTS / ROUNDS));
      const [ws, io] = await Promise.all(
        sides.map(async (side, i) => ({
          deliveredPerSecond: (BROADCASTS * CLIENTS) / (seconds[i] ?? 1),
          latencies: await side.clients.latencies(),
        })),
      );
      if (ws === undefined || io === undefined) throw new Error('a sender went unmeasured');
      const figures: Figure[] = [
        { label: 'socket.io delivered', value: io.deliveredPerSecond, unit: 'msg/s' },
        { label: 'ws delivered', value: ws.deliveredPerSecond, unit: 'msg/s' },
        { label: 'socket.io / ws', value: io.deliveredPerSecond / ws.deliveredPerSecond, unit: '×' },
        { label: 'socket.io p50', value: rank(io.latencies, 0.5), unit: 'ms' },
        { label: 'socket.io p99', value: rank(io.latencies, 0.99), unit: 'ms' },
        { label: 'ws p50', value: rank(ws.latencies, 0.5), unit: 'ms' },
        { label: 'ws p99', value: rank(ws.latencies, 0.99), unit: 'ms' },
      ];
      return figures;
    } finally {
      for (const sender of senders) await sender.close();
    }
  },
};
