import { createHash, randomBytes } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { CHALLENGE_HEADER, leadingZeroBits, PROOF_HEADER, parseChallenge, workText } from '@tessera/contract';

export interface Answer {
  readonly status: number;
  readonly headers: Headers;
  /** The parsed JSON body; tests assert on its shape (or decode it with the contract's codecs). */
  // biome-ignore lint/suspicious/noExplicitAny: tests read envelope payloads of every endpoint.
  readonly body: { readonly [key: string]: any };
}

export interface CallOptions {
  readonly token?: string;
  readonly lang?: string;
  readonly headers?: Record<string, string>;
  /** Send the body form-encoded instead of as JSON. */
  readonly form?: boolean;
  /**
   * Solve a proof-of-work challenge and send again, as the app's client does (default). Off, the
   * test sees the challenge answer itself.
   */
  readonly solveChallenges?: boolean;
  /**
   * The loopback address to send from (127.x.y.z), standing in for another client: the server
   * sees it as the request's address.
   */
  readonly from?: string;
}

interface RawAnswer {
  readonly status: number;
  readonly headers: Headers;
  readonly text: string;
}

/** One HTTP exchange, from a chosen local address when one is given (fetch cannot choose). */
const exchange = (
  url: string,
  init: {
    method: string;
    headers: Record<string, string>;
    body: string | undefined;
    from: string | undefined;
  },
): Promise<RawAnswer> =>
  new Promise((resolve, reject) => {
    const sent = httpRequest(
      url,
      {
        method: init.method,
        headers: init.headers,
        ...(init.from === undefined ? {} : { localAddress: init.from }),
        agent: false,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () => {
          const headers = new Headers();
          for (const [name, value] of Object.entries(response.headers)) {
            if (typeof value === 'string') headers.set(name, value);
          }
          resolve({
            status: response.statusCode ?? 0,
            headers,
            text: Buffer.concat(chunks).toString('utf8'),
          });
        });
      },
    );
    sent.on('error', reject);
    sent.end(init.body);
  });

/** A proof-of-work solution, found by brute force with Node's SHA-256 (tests ask for few bits). */
export const solve = (challengeText: string): string => {
  const challenge = parseChallenge(challengeText);
  if (challenge === undefined) throw new Error(`not a challenge: ${challengeText}`);
  for (let nonce = 0; ; nonce += 1) {
    const text = workText(challenge.text, nonce);
    if (leadingZeroBits(createHash('sha256').update(text).digest()) >= challenge.bits) return text;
  }
};

let counter = 0;
const unique = () => `${Date.now().toString(36)}${(counter++).toString(36)}${randomBytes(2).toString('hex')}`;

export const uniqueEmail = () => `user.${unique()}@example.com`;
export const uniqueUsername = () => `u${unique()}`.slice(0, 20);
/** A national number; tests pair it with area code 44. */
export const uniqueMobile = () =>
  `7${String(Date.now()).slice(-6)}${String(counter++ % 1000).padStart(3, '0')}`;

export type CodeScene = 'register' | 'forget' | 'bind' | 'security';

/** The smallest inputs the server's byte sniffing accepts as each image type. */
export const PNG = Uint8Array.from([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82,
]);
export const JPEG = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 74, 70, 73, 70, 0, 1]);
export const WEBP = Uint8Array.from(Buffer.from('RIFF\x1a\x00\x00\x00WEBPVP8 \x0e\x00\x00\x00', 'latin1'));

export const PASSWORD = 'correct-horse';
export const ROOT_INVITE = 'TESSERA';

/** A thin HTTP client over fetch for the tests: real requests to a listening server. */
export class Api {
  constructor(
    readonly baseUrl: string,
    readonly operatorKey: string,
  ) {}

  async call(
    method: 'GET' | 'POST',
    path: string,
    params: Record<string, string> = {},
    options: CallOptions = {},
  ) {
    const headers: Record<string, string> = { ...options.headers };
    if (options.token !== undefined) headers.authorization = options.token;
    if (options.lang !== undefined) headers.lang = options.lang;
    let url = `${this.baseUrl}/api${path}`;
    let body: string | undefined;
    if (method === 'GET') {
      const query = new URLSearchParams(params).toString();
      if (query !== '') url += `?${query}`;
    } else if (options.form === true) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(params).toString();
    } else {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(params);
    }
    const from = options.from;
    let response = await exchange(url, { method, headers, body, from });
    const challenge = response.headers.get(CHALLENGE_HEADER);
    if (challenge !== null && options.solveChallenges !== false) {
      const proved = { ...headers, [PROOF_HEADER]: solve(challenge) };
      response = await exchange(url, { method, headers: proved, body, from });
    }
    const parsed: unknown = JSON.parse(response.text);
    if (typeof parsed !== 'object' || parsed === null)
      throw new Error(`${path} did not answer a JSON object`);
    const answer: Answer = { status: response.status, headers: response.headers, body: parsed };
    return answer;
  }

  get(path: string, params?: Record<string, string>, options?: CallOptions): Promise<Answer> {
    return this.call('GET', path, params, options);
  }

  post(path: string, params?: Record<string, string>, options?: CallOptions): Promise<Answer> {
    return this.call('POST', path, params, options);
  }

  async outbox(to: string): Promise<{ to: string; channel: string; body: string; created_at: string }[]> {
    const answer = await this.get(
      '/operator/outbox',
      { to },
      { headers: { 'operator-key': this.operatorKey } },
    );
    if (answer.body.type !== 'ok') throw new Error(`outbox failed: ${JSON.stringify(answer.body)}`);
    return answer.body.message;
  }

  /** The code in the newest message to `to`. */
  async latestCode(to: string): Promise<string> {
    const [latest] = await this.outbox(to);
    const code = latest?.body.match(/\b(\d{6})\b/)?.[1];
    if (code === undefined) throw new Error(`no code was sent to ${to}`);
    return code;
  }

  async emailCode(email: string, scene: CodeScene = 'register'): Promise<string> {
    const sent = await this.post('/sms_mail', { user_string: email, scene });
    if (sent.body.type !== 'ok') throw new Error(`sms_mail failed: ${JSON.stringify(sent.body)}`);
    return this.latestCode(email);
  }

  /** Texts a code to `+44<national>` and reads it back from the outbox. */
  async mobileCode(national: string, scene: CodeScene = 'register'): Promise<string> {
    const sent = await this.post('/sms_send', { area_code: '44', mobile: national, scene });
    if (sent.body.type !== 'ok') throw new Error(`sms_send failed: ${JSON.stringify(sent.body)}`);
    return this.latestCode(`+44${national}`);
  }

  /** A call with the operator key. */
  operator(method: 'GET' | 'POST', path: string, params: Record<string, string> = {}, lang?: string) {
    return this.call(method, path, params, {
      headers: { 'operator-key': this.operatorKey },
      ...(lang === undefined ? {} : { lang }),
    });
  }

  /** A multipart upload: the params as fields, then the bytes as the `file` part. */
  async upload(
    token: string | undefined,
    purpose: string,
    bytes: Uint8Array | undefined,
    options: { filename?: string; type?: string; lang?: string } = {},
  ): Promise<Answer> {
    const form = new FormData();
    form.append('purpose', purpose);
    if (bytes !== undefined) {
      form.append(
        'file',
        new Blob([bytes], { type: options.type ?? 'image/png' }),
        options.filename ?? 'image.png',
      );
    }
    const headers: Record<string, string> = {};
    if (token !== undefined) headers.authorization = token;
    if (options.lang !== undefined) headers.lang = options.lang;
    const response = await fetch(`${this.baseUrl}/api/upload`, { method: 'POST', headers, body: form });
    return {
      status: response.status,
      headers: response.headers,
      body: (await response.json()) as Answer['body'],
    };
  }

  /** Uploads and answers the `upload:<id>` path, failing the test on refusal. */
  async uploaded(
    token: string,
    purpose: string,
    bytes: Uint8Array = PNG,
  ): Promise<{ path: string; url: string }> {
    const answer = await this.upload(token, purpose, bytes);
    if (answer.body.type !== 'ok') throw new Error(`upload failed: ${JSON.stringify(answer.body)}`);
    return answer.body.message;
  }

  /** A raw GET of a served file (its URL as the API answered it, e.g. `/api/files/<id>`). */
  file(url: string, headers: Record<string, string> = {}): Promise<Response> {
    return fetch(`${this.baseUrl}${url}`, { headers });
  }

  /**
   * A call that hashes a password, sent again after the `Retry-After` the server gives when its
   * hashing is saturated (`SHARED.BUSY`), as a client is told to: suites that sign up many users
   * at once on a busy machine then wait instead of failing.
   */
  private async hashing(path: string, params: Record<string, string>): Promise<Answer> {
    for (let attempt = 1; ; attempt++) {
      const answer = await this.post(path, params);
      if (answer.body.code !== 'SHARED.BUSY' || attempt === 10) return answer;
      const seconds = Number(answer.headers.get('retry-after') ?? '1');
      await new Promise((resolve) => setTimeout(resolve, (Number.isFinite(seconds) ? seconds : 1) * 1000));
    }
  }

  async registerByEmail(email = uniqueEmail(), password = PASSWORD): Promise<string> {
    const code = await this.emailCode(email);
    const answer = await this.hashing('/user/register', {
      type: 'email',
      user_string: email,
      code,
      password,
      re_password: password,
      extension_code: ROOT_INVITE,
    });
    if (answer.body.type !== 'ok') throw new Error(`register failed: ${JSON.stringify(answer.body)}`);
    return email;
  }

  async registerByUsername(
    username = uniqueUsername(),
    password = PASSWORD,
    invite = ROOT_INVITE,
  ): Promise<string> {
    const answer = await this.hashing('/user/register', {
      type: 'username',
      user_string: username,
      password,
      re_password: password,
      extension_code: invite,
    });
    if (answer.body.type !== 'ok') throw new Error(`register failed: ${JSON.stringify(answer.body)}`);
    return username;
  }

  async login(userString: string, password = PASSWORD): Promise<string> {
    const answer = await this.hashing('/user/login', { user_string: userString, password });
    if (answer.body.type !== 'ok') throw new Error(`login failed: ${JSON.stringify(answer.body)}`);
    return answer.body.message;
  }
}
