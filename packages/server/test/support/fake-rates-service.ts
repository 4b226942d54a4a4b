import { createServer, type Server, type ServerResponse } from 'node:http';

/** A sound answer of rates per US dollar, as open.er-api.com writes it (numbers, more currencies). */
export const ratesAnswer = (rates: Record<string, unknown>) => ({
  result: 'success',
  provider: 'https://www.exchangerate-api.com',
  time_last_update_unix: 1763510401,
  base_code: 'USD',
  rates: { USD: 1, AFN: 66.1, ...rates },
});

export const json = (body: unknown) => (response: ServerResponse) => {
  response.writeHead(200, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
};

/**
 * A local stand-in for the public exchange-rate service: tests never reach the internet. It counts
 * the requests it gets and answers each with `respond`, which a test changes between starts.
 */
export class FakeRatesService {
  requests = 0;
  respond: (response: ServerResponse) => void = json(ratesAnswer({}));

  private constructor(
    private readonly server: Server,
    readonly url: string,
  ) {}

  static async start(): Promise<FakeRatesService> {
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    if (address === null || typeof address === 'string') throw new Error('the fake service has no port');
    const fake = new FakeRatesService(server, `http://127.0.0.1:${address.port}/v6/latest/USD`);
    server.on('request', (_request, response) => {
      fake.requests += 1;
      fake.respond(response);
    });
    return fake;
  }

  close(): Promise<void> {
    this.server.closeAllConnections();
    return new Promise((resolve, reject) =>
      this.server.close((error) => (error ? reject(error) : resolve())),
    );
  }
}
