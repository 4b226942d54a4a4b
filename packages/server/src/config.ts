import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { type ClockMode, ClockModes } from '@tessera/core';
import { MARKETS, type MarketSpec } from './contexts/market/index.js';
import { type ChallengeDifficulty, DEFAULT_DIFFICULTY } from './contexts/session/index.js';
import { type Clock, systemClock } from './shared/clock.js';
import type { RatePolicy } from './shared/rate-limits.js';

/** Everything a server instance can be told; `startServer` fills the rest with defaults. */
export interface ServerConfig {
  readonly host: string;
  /** 0 picks a free port. */
  readonly port: number;
  /** PGlite directory, or `memory://` for a throwaway in-memory database. */
  readonly dataDir: string;
  /** PostgreSQL connection string; when set it replaces PGlite. */
  readonly databaseUrl: string | undefined;
  /** PostgreSQL schema to keep every table in (tests isolate themselves this way). */
  readonly schema: string | undefined;
  /** A migrated database an in-memory PGlite starts from (tests; see `DatabaseOptions.image`). */
  readonly image?: Blob;
  /**
   * `production` refuses to start without a strong OPERATOR_KEY; `development` (`--dev`, or an
   * embedding program such as the simulator or a test) draws one when none is set.
   */
  readonly mode: 'development' | 'production';
  /** The `Operator-Key` the operator API requires; see `resolveOperatorKey` when unset. */
  readonly operatorKey: string | undefined;
  /** Where development mode keeps the key it draws (only for databases that outlive the process). */
  readonly operatorKeyFile: string;
  /**
   * The key personal data is encrypted with at rest (DATA_KEY: 32 bytes in base64, or
   * `<version>:<base64>` after a rotation); see `resolveDataKeys` when unset.
   */
  readonly dataKey: string | undefined;
  /** DATA_KEYS: older keys, `<version>:<base64>` comma-separated, which only decrypt (rotation). */
  readonly dataKeys: string | undefined;
  /** Where development mode keeps the data key it draws, beside the operator key. */
  readonly dataKeyFile: string;
  /** Seeded as the first invitation code, so the first user can register. */
  readonly rootInviteCode: string;
  /** The exchange's name as the app shows it (`site_name` of the site config); unset keeps the stored one. */
  readonly siteName: string | undefined;
  /** A built UI to serve at `/` when the folder holds an index.html. */
  readonly uiDir: string;
  /** The web hosts (and their subdomains) a link in published content may open (spec `webView`). */
  readonly contentLinkHosts: readonly string[];
  /** Interval of the simulated market. */
  readonly tickMs: number;
  /** Seed of the simulated price feed: the same seed replays the same prices. */
  readonly marketSeed: number;
  /** The markets quoted (benches list many made-up ones). */
  readonly markets: readonly MarketSpec[];
  /**
   * How long raw ticks are kept (TICK_RETENTION_HOURS, 48 by default); candles keep the rest of
   * the history (see the market context's `retention.ts`).
   */
  readonly tickRetentionMs: number;
  /** How often old ticks and candles are pruned. */
  readonly pruneMs: number;
  /**
   * How often the sockets that authenticated are checked against the database, in one query for
   * all of them: a session ended by another process (or by a password change, a reset, the idle
   * timeout) stops its socket's private pushes within this long. Logout and revoke on this process
   * take effect at once.
   */
  readonly sessionCheckMs: number;
  /** How far back the synthesized history of a fresh database reaches (a year; benches shorten it). */
  readonly historyMs: number;
  /** Request logging; errors are logged either way. */
  readonly logger: boolean;
  /**
   * The proxies whose `X-Forwarded-For` names the client (Fastify's `trustProxy`): addresses or
   * CIDR ranges, comma-separated (`127.0.0.1,10.0.0.0/8`). Unset, the socket's peer is the client:
   * right when nothing stands in front, wrong behind a TLS proxy, where every request would carry
   * the proxy's address and the per-address budgets would fall on all users at once.
   */
  readonly trustProxy: string | undefined;
  /**
   * Where the other processes on the same PostgreSQL reach this one (NODE_URL), for the requests
   * only the market's holder serves; unset, `http://<host>:<port>` (127.0.0.1 for a wildcard host).
   */
  readonly nodeUrl: string | undefined;
  /** Redis for socket.io's pushes between processes (REDIS_URL); unset, PostgreSQL carries them. */
  readonly redisUrl: string | undefined;
  /** When set, emails go out through this SMTP server instead of the dev outbox. */
  readonly smtpUrl: string | undefined;
  readonly mailFrom: string;
  /** Real time as the server sees it; tests move it forward to expire codes. */
  readonly clock: Clock;
  /**
   * `simulated` (CLOCK=simulated) runs the server's time ahead of `clock` by an offset kept in the
   * database, which operators advance with `POST /api/operator/clock/advance`; `real` has no such
   * route.
   */
  readonly clockMode: ClockMode;
  /**
   * Where the fiat reference rates are fetched from, at most once a day, or `off` to keep the seeded
   * (or last stored) rates. Off for embedding programs and tests, so none reaches the internet
   * unless it asks to; the command line defaults to the public service (`FX_RATES_URL`).
   */
  readonly fxRatesUrl: string;
  /**
   * What every address may send to the API (REQUESTS_PER_MINUTE; 1,200 a minute, regained
   * evenly), on top of the budgets of costly endpoints. Tests that send thousands from one
   * address raise it.
   */
  readonly requestBudget: RatePolicy;
  /** How hard the proof-of-work challenges are (tests make them easy). */
  readonly challengeDifficulty: ChallengeDifficulty;
  /**
   * Where seconds options are not offered (OPTIONS_RESTRICTED_COUNTRIES, ISO 3166-1 alpha-2 codes
   * comma-separated, or `none`): users whose verified country of residence is listed are refused.
   * By default the EU and the UK, whose regulators ban binary options for retail clients.
   */
  readonly optionsRestrictedCountries: readonly string[];
}

/** The 27 members of the European Union and the United Kingdom. */
export const EU_AND_UK: readonly string[] = [
  'AT',
  'BE',
  'BG',
  'CY',
  'CZ',
  'DE',
  'DK',
  'EE',
  'ES',
  'FI',
  'FR',
  'GR',
  'HR',
  'HU',
  'IE',
  'IT',
  'LT',
  'LU',
  'LV',
  'MT',
  'NL',
  'PL',
  'PT',
  'RO',
  'SE',
  'SI',
  'SK',
  'GB',
];

/** OPTIONS_RESTRICTED_COUNTRIES read: `none`, or codes comma-separated. */
/** CONTENT_LINK_HOSTS: host names separated by commas, each a link in published content may open. */
const linkHostsOf = (text: string | undefined): readonly string[] | undefined => {
  if (text === undefined) return undefined;
  const hosts = text.split(',').map((host) => host.trim().toLowerCase());
  const wrong = hosts.find(
    (host) => !/^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/.test(host),
  );
  if (wrong !== undefined) throw new Error(`CONTENT_LINK_HOSTS must list host names, got "${wrong}"`);
  return hosts;
};

const restrictedCountriesOf = (text: string | undefined): readonly string[] | undefined => {
  if (text === undefined) return undefined;
  if (text.toLowerCase() === 'none') return [];
  const codes = text.split(',').map((code) => code.trim().toUpperCase());
  const wrong = codes.find((code) => !/^[A-Z]{2}$/.test(code));
  if (wrong !== undefined)
    throw new Error(
      `OPTIONS_RESTRICTED_COUNTRIES must list two-letter country codes or say "none", got "${wrong}"`,
    );
  return codes;
};

/** `fxRatesUrl` that turns fetching off. */
export const FX_RATES_OFF = 'off';

/** A free service answering rates per US dollar, refreshed daily, without a key. */
export const PUBLIC_FX_RATES_URL = 'https://open.er-api.com/v6/latest/USD';

// src/ and dist/ both sit one level below the package, so this resolves the same from either.
const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

/** The NFT catalogue's media, shipped with the server (generated by scripts/generate-nft-media.mjs). */
export const NFT_MEDIA_DIR = `${repoRoot}packages/server/assets/nft`;

export const defaultConfig = (): ServerConfig => ({
  host: '127.0.0.1',
  port: 8080,
  dataDir: `${repoRoot}.data/pglite`,
  databaseUrl: undefined,
  schema: undefined,
  mode: 'development',
  operatorKey: undefined,
  operatorKeyFile: `${repoRoot}.data/operator-key`,
  dataKey: undefined,
  dataKeys: undefined,
  dataKeyFile: `${repoRoot}.data/data-key`,
  rootInviteCode: 'TESSERA',
  siteName: undefined,
  uiDir: `${repoRoot}packages/ui/dist`,
  contentLinkHosts: [],
  tickMs: 1000,
  marketSeed: 20260801,
  markets: MARKETS,
  tickRetentionMs: 48 * 60 * 60 * 1000,
  pruneMs: 60_000,
  sessionCheckMs: 30_000,
  historyMs: 365 * 24 * 60 * 60 * 1000,
  logger: false,
  optionsRestrictedCountries: EU_AND_UK,
  nodeUrl: undefined,
  redisUrl: undefined,
  smtpUrl: undefined,
  mailFrom: 'Tessera <no-reply@tessera.local>',
  clock: systemClock,
  clockMode: 'real',
  fxRatesUrl: FX_RATES_OFF,
  trustProxy: undefined,
  challengeDifficulty: DEFAULT_DIFFICULTY,
  requestBudget: { limit: 1200, windowMs: 60_000 },
});

/** Drops keys whose value is undefined, so spreading a partial config never erases a default. */
const definedOnly = <T extends object>(value: T): Partial<T> => {
  const result: Partial<T> = {};
  for (const key of Object.keys(value) as (keyof T)[]) {
    if (value[key] !== undefined) result[key] = value[key];
  }
  return result;
};

export const resolveConfig = (overrides: Partial<ServerConfig> = {}): ServerConfig => ({
  ...defaultConfig(),
  ...definedOnly(overrides),
});

const nonEmpty = (value: string | undefined): string | undefined =>
  value !== undefined && value.trim() !== '' ? value.trim() : undefined;

const isClockMode = (text: string): text is ClockMode => (ClockModes as readonly string[]).includes(text);

const clockModeOf = (text: string | undefined): ClockMode | undefined => {
  if (text === undefined || isClockMode(text)) return text;
  throw new Error(`CLOCK must be ${ClockModes.join(' or ')}, got "${text}"`);
};

const fxRatesUrlOf = (text: string | undefined): string => {
  if (text === undefined) return PUBLIC_FX_RATES_URL;
  if (text === FX_RATES_OFF || /^https?:\/\/[^\s]+$/.test(text)) return text;
  throw new Error(`FX_RATES_URL must be an http(s) URL or "${FX_RATES_OFF}", got "${text}"`);
};

/**
 * The settings the environment and the command line give: HOST, PORT, DATA_DIR, DATABASE_URL,
 * DATABASE_SCHEMA (every table in that schema, created if missing), OPERATOR_KEY, DATA_KEY, DATA_KEYS, ROOT_INVITE_CODE, SITE_NAME, SMTP_URL, MAIL_FROM, CLOCK, FX_RATES_URL, TICK_RETENTION_HOURS, TRUST_PROXY, NODE_URL, REDIS_URL,
 * REQUESTS_PER_MINUTE, OPTIONS_RESTRICTED_COUNTRIES, CONTENT_LINK_HOSTS
 * and UI_DIR (another front end's build to serve, e.g. examples/vue-app/dist); unset or blank
 * variables keep the defaults, except that a server started from the command line fetches fiat
 * rates from the public service unless FX_RATES_URL says otherwise. It is in production mode
 * unless `--dev` is given or NODE_ENV is `development`.
 */
export const configFromEnv = (
  env: NodeJS.ProcessEnv,
  argv: readonly string[] = [],
): Partial<ServerConfig> => {
  const port = nonEmpty(env.PORT);
  if (port !== undefined && !/^\d{1,5}$/.test(port)) throw new Error(`PORT must be a number, got "${port}"`);
  const development = argv.includes('--dev') || nonEmpty(env.NODE_ENV) === 'development';
  const retention = nonEmpty(env.TICK_RETENTION_HOURS);
  const perMinute = nonEmpty(env.REQUESTS_PER_MINUTE);
  if (perMinute !== undefined && !/^[1-9]\d{0,9}$/.test(perMinute)) {
    throw new Error(`REQUESTS_PER_MINUTE must be a whole number of requests, got "${perMinute}"`);
  }
  if (retention !== undefined && !/^\d{1,5}$/.test(retention)) {
    throw new Error(`TICK_RETENTION_HOURS must be a whole number of hours, got "${retention}"`);
  }
  return definedOnly({
    mode: development ? 'development' : 'production',
    host: nonEmpty(env.HOST),
    port: port === undefined ? undefined : Number(port),
    dataDir: nonEmpty(env.DATA_DIR),
    databaseUrl: nonEmpty(env.DATABASE_URL),
    schema: nonEmpty(env.DATABASE_SCHEMA),
    operatorKey: nonEmpty(env.OPERATOR_KEY),
    dataKey: nonEmpty(env.DATA_KEY),
    dataKeys: nonEmpty(env.DATA_KEYS),
    rootInviteCode: nonEmpty(env.ROOT_INVITE_CODE),
    siteName: nonEmpty(env.SITE_NAME),
    smtpUrl: nonEmpty(env.SMTP_URL),
    mailFrom: nonEmpty(env.MAIL_FROM),
    clockMode: clockModeOf(nonEmpty(env.CLOCK)),
    tickRetentionMs: retention === undefined ? undefined : Number(retention) * 60 * 60 * 1000,
    fxRatesUrl: fxRatesUrlOf(nonEmpty(env.FX_RATES_URL)),
    uiDir: nonEmpty(env.UI_DIR),
    trustProxy: nonEmpty(env.TRUST_PROXY),
    nodeUrl: nonEmpty(env.NODE_URL),
    redisUrl: nonEmpty(env.REDIS_URL),
    requestBudget: perMinute === undefined ? undefined : { limit: Number(perMinute), windowMs: 60_000 },
    optionsRestrictedCountries: restrictedCountriesOf(nonEmpty(env.OPTIONS_RESTRICTED_COUNTRIES)),
    contentLinkHosts: linkHostsOf(nonEmpty(env.CONTENT_LINK_HOSTS)),
  });
};

export const hasBuiltUi = (uiDir: string): boolean => existsSync(`${uiDir}/index.html`);
