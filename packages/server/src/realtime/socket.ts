import type { Server as HttpServer } from 'node:http';
import { type RealtimeEventName, RoomCodec, realtimeEvents, SUBSCRIBE, UNSUBSCRIBE } from '@tessera/contract';
import type * as t from 'io-ts';
import { Server } from 'socket.io';
import { SECURITY_HEADERS } from '../http/security-headers.js';

export type PayloadOf<K extends RealtimeEventName> = t.TypeOf<(typeof realtimeEvents)[K]['payload']>;

export interface Realtime {
  /** Pushes an event to its room, encoded with the contract's codec. */
  publish<K extends RealtimeEventName>(event: K, payload: PayloadOf<K>): void;
  close(): Promise<void>;
}

/**
 * socket.io on the HTTP server's own origin (so no CORS). Clients join public rooms with
 * `sub` and leave with `unsub`; anything that is not a known room name is ignored.
 */
export const attachRealtime = (server: HttpServer): Realtime => {
  const io = new Server(server, { path: '/socket.io', serveClient: false, maxHttpBufferSize: 16 * 1024 });
  // Long-polling answers bypass Fastify, so they get the same headers here.
  io.engine.on('headers', (headers: Record<string, string>) => Object.assign(headers, SECURITY_HEADERS));

  io.on('connection', (socket) => {
    socket.on(SUBSCRIBE, (room: unknown) => {
      if (RoomCodec.is(room)) void socket.join(room);
    });
    socket.on(UNSUBSCRIBE, (room: unknown) => {
      if (RoomCodec.is(room)) void socket.leave(room);
    });
  });

  return {
    publish: (event, payload) => {
      const { room, payload: codec } = realtimeEvents[event];
      io.to(room).emit(event, codec.encode(payload));
    },
    // Disconnects clients and stops the engine; the HTTP server itself is closed by Fastify.
    close: async () => {
      io.disconnectSockets(true);
      io.engine.close();
    },
  };
};
