import type { ContentCategory, CouponKind, CouponProduct, Language } from '@tessera/core';
import type { Style } from '../report.js';
import type { Operator, RealType } from '../runtime/context.js';
import type { Duration } from '../runtime/duration.js';
import { describeFailure } from '../runtime/failure.js';
import { ExitCode, type Io } from './command.js';

/** The options every operator action may be given; each action lists those it takes. */
export const options = {
  server: { type: 'string' },
  'operator-key': { type: 'string' },
  state: { type: 'string' },
  'real-type': { type: 'string' },
  reason: { type: 'string' },
  currency: { type: 'string' },
  amount: { type: 'string' },
  reference: { type: 'string' },
  category: { type: 'string' },
  key: { type: 'string' },
  topic: { type: 'string' },
  image: { type: 'string' },
  link: { type: 'string' },
  lang: { type: 'string' },
  title: { type: 'string' },
  summary: { type: 'string' },
  file: { type: 'string' },
  text: { type: 'string' },
  waiting: { type: 'boolean' },
  kind: { type: 'string' },
  days: { type: 'string' },
  rate: { type: 'string' },
  products: { type: 'string' },
  'min-value': { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const;

export type OptionName = keyof typeof options;

/** What an action reads from the command line once it has been checked. */
export interface ActionInput {
  readonly user?: string;
  readonly duration?: Duration;
  /** A withdrawal's, quick-buy order's or OTC loan's id. */
  readonly id?: number;
  /** One of the action's `states`, checked when read. */
  readonly state?: string;
  readonly realType?: RealType;
  readonly reason?: string;
  readonly currency?: string;
  readonly amount?: string;
  readonly reference?: string;
  /** An action's `on` or `off` after its argument (`loan maker <user> on`). */
  readonly on?: boolean;
  /** An article's category: `content new <category>`, or `--category` to list those of one. */
  readonly category?: ContentCategory;
  /** A new page's key, an FAQ entry's topic, a banner's picture and where it leads. */
  readonly key?: string;
  readonly topic?: string;
  readonly image?: string;
  readonly link?: string;
  /** The language `content write` writes, its title and summary, and the file holding the Markdown (`-`: stdin). */
  readonly lang?: Language;
  readonly title?: string;
  readonly summary?: string;
  readonly file?: string;
  /** What `chat reply` answers (`--text`). */
  readonly message?: string;
  /** `chat list --waiting`: only the conversations waiting for an answer. */
  readonly waiting?: boolean;
  /** `coupons issue`: the kind, how many days it is usable, a discount's rate, products and minimum order value. */
  readonly couponKind?: CouponKind;
  readonly days?: number;
  readonly rate?: string;
  readonly products?: readonly CouponProduct[];
  readonly minValue?: string;
}

/** The one argument an action may take after its words. */
export type Argument = 'user' | 'duration' | 'id' | 'category';

/** One `tessera-sim operator <words…>` action. */
export interface OperatorAction {
  /** The words that pick it, e.g. `kyc approve`. */
  readonly words: string;
  readonly usage: string;
  readonly summary: string;
  /** What it takes after its words, if anything. */
  readonly argument?: Argument;
  /** Whether `on` or `off` follows the argument (read into `on`). */
  readonly toggle?: boolean;
  /** Options besides --server, --operator-key and --help. */
  readonly options: readonly OptionName[];
  /** Required options, checked before anything is sent. */
  readonly requires?: readonly OptionName[];
  /** The values `--state` takes, when it takes the option. */
  readonly states?: readonly string[];
  /** What is wrong with the input as a whole (options that go together), checked before anything is sent. */
  readonly check?: (input: ActionInput) => string | undefined;
  run(operator: Operator, input: ActionInput, io: Io, style: Style): Promise<number>;
}

export const failedWith = (
  io: Io,
  style: Style,
  what: string,
  failure: Parameters<typeof describeFailure>[0],
) => {
  io.stderr(`${style.red(`✗ ${what}: ${describeFailure(failure)}`)}\n`);
  return ExitCode.failed;
};

/** Rows as aligned columns under a header. */
export const table = (header: readonly string[], rows: readonly (readonly string[])[]): string => {
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => row[column]?.length ?? 0)),
  );
  const line = (cells: readonly string[]) =>
    cells
      .map((cell, column) => cell.padEnd(widths[column] ?? 0))
      .join('  ')
      .trimEnd();
  return [line(header), ...rows.map(line)].join('\n');
};
