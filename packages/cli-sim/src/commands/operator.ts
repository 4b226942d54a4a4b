import {
  ContentCategories,
  ContentPageKeys,
  CouponKinds,
  FaqTopics,
  Languages,
  MAX_COUPON_DAYS,
  ReviewStates,
} from '@tessera/core';
import * as E from 'fp-ts/lib/Either.js';
import { colors, plain } from '../report.js';
import { connectOperator } from '../runtime/connect.js';
import type { KycSubmission, Operator, RealType } from '../runtime/context.js';
import { readProducts } from '../runtime/coupons.js';
import { DURATION_FORMS, readDuration } from '../runtime/duration.js';
import {
  type Command,
  ExitCode,
  type HelpAsked,
  type LineError,
  readCommandLine,
  runParsed,
} from './command.js';
import {
  type ActionInput,
  type Argument,
  failedWith,
  type OperatorAction,
  type OptionName,
  options,
} from './operator-action.js';
import { buyActions } from './operator-buy.js';
import { chatActions } from './operator-chat.js';
import { contentActions } from './operator-content.js';
import { couponActions } from './operator-coupons.js';
import { loanActions } from './operator-loan.js';
import { rewardsActions } from './operator-rewards.js';
import { walletActions } from './operator-wallet.js';

/** Reads an action's argument into its input, or says what is wrong with it. */
const readArgument = (
  argument: Argument,
  text: string,
): { ok: true; input: ActionInput } | { ok: false; problem: string } => {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: false, problem: `<${argument}> is empty` };
  if (argument === 'user') return { ok: true, input: { user: trimmed } };
  if (argument === 'category') {
    const category = ContentCategories.find((candidate) => candidate === trimmed);
    return category === undefined
      ? { ok: false, problem: `<category> must be one of ${ContentCategories.join(', ')}, got "${trimmed}"` }
      : { ok: true, input: { category } };
  }
  if (argument === 'id')
    return /^\d{1,9}$/.test(trimmed)
      ? { ok: true, input: { id: Number(trimmed) } }
      : { ok: false, problem: `<id> must be a number, got "${trimmed}"` };
  const duration = readDuration(trimmed);
  return duration === undefined
    ? { ok: false, problem: `<duration> must be like ${DURATION_FORMS}, got "${trimmed}"` }
    : { ok: true, input: { duration } };
};

const REVIEW_NAMES: Record<RealType, string> = { 1: 'basic', 2: 'advanced' };

const reviewOf = (realType: RealType | undefined) =>
  realType === undefined ? 'the review in progress' : `the ${REVIEW_NAMES[realType]} review`;

/** A table of submissions, one line each, in the order the server gave them. */
export const formatSubmissions = (submissions: readonly KycSubmission[], state: string): string => {
  if (submissions.length === 0) return `No verification submissions in state "${state}".`;
  const rows = submissions.map((s) => [
    `#${s.user_id}`,
    s.user,
    REVIEW_NAMES[s.real_type],
    s.state,
    s.real_type === 1
      ? [s.country, s.id_type, s.name === null ? null : JSON.stringify(s.name), s.card_id]
          .filter(Boolean)
          .join(' ')
      : [s.front_pic, s.reverse_pic].filter(Boolean).join(' '),
    s.submitted_at,
    s.reason === null ? '' : `reason: ${JSON.stringify(s.reason)}`,
  ]);
  const header = ['id', 'user', 'type', 'state', 'details', 'submitted', ''];
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => row[column]!.length)),
  );
  const line = (cells: readonly string[]) =>
    cells
      .map((cell, column) => cell.padEnd(widths[column]!))
      .join('  ')
      .trimEnd();
  const count = `${submissions.length} submission${submissions.length === 1 ? '' : 's'} in state "${state}":`;
  return [count, line(header), ...rows.map(line)].join('\n');
};

/** Every operator action; add one here (with its module if it grows). */
export const operatorActions: readonly OperatorAction[] = [
  {
    words: 'kyc list',
    usage: 'kyc list [--state none|review|verified|failed]',
    summary: 'List identity verification submissions (default: in review), oldest first',
    options: ['state'],
    states: ReviewStates,
    run: async (operator, input, io, style) => {
      const result = await operator.kycSubmissions(ReviewStates.find((state) => state === input.state))();
      const state = input.state ?? 'review';
      if (E.isLeft(result)) return failedWith(io, style, 'listing submissions failed', result.left);
      io.stdout(`${formatSubmissions(result.right, state)}\n`);
      return ExitCode.ok;
    },
  },
  {
    words: 'kyc approve',
    usage: 'kyc approve <user> [--real-type 1|2]',
    summary: 'Pass the review in progress of <user> (refused unless email and mobile are bound)',
    argument: 'user',
    options: ['real-type'],
    run: async (operator, { user = '', realType }, io, style) => {
      const result = await operator.kycApprove({ user, ...(realType === undefined ? {} : { realType }) })();
      if (E.isLeft(result))
        return failedWith(io, style, `approving ${reviewOf(realType)} of ${user} failed`, result.left);
      io.stdout(`${style.green(`✓ approved ${reviewOf(realType)} of ${user}`)}\n`);
      return ExitCode.ok;
    },
  },
  {
    words: 'kyc reject',
    usage: 'kyc reject <user> --reason "..." [--real-type 1|2]',
    summary: 'Fail the review in progress of <user> with the reason the user will read',
    argument: 'user',
    options: ['reason', 'real-type'],
    requires: ['reason'],
    run: async (operator, { user = '', realType, reason = '' }, io, style) => {
      const result = await operator.kycReject({
        user,
        reason,
        ...(realType === undefined ? {} : { realType }),
      })();
      if (E.isLeft(result))
        return failedWith(io, style, `rejecting ${reviewOf(realType)} of ${user} failed`, result.left);
      io.stdout(`${style.green(`✓ rejected ${reviewOf(realType)} of ${user}: ${JSON.stringify(reason)}`)}\n`);
      return ExitCode.ok;
    },
  },
  {
    words: 'clock advance',
    usage: 'clock advance <duration>',
    summary: `Move the server's simulated clock forward by <duration> (${DURATION_FORMS}); needs CLOCK=simulated`,
    argument: 'duration',
    options: [],
    run: async (operator, { duration = { text: '', seconds: 0 } }, io, style) => {
      const result = await operator.advanceClock(duration.seconds)();
      if (E.isLeft(result))
        return failedWith(io, style, `advancing the clock ${duration.text} failed`, result.left);
      io.stdout(
        `${style.green(`✓ advanced the clock ${duration.text}: the server's time is now ${result.right.now}`)}\n`,
      );
      return ExitCode.ok;
    },
  },
  ...walletActions,
  ...buyActions,
  ...loanActions,
  ...contentActions,
  ...chatActions,
  ...rewardsActions,
  ...couponActions,
];

const ContentPageKeysText = ContentPageKeys.join(', ');
const FaqTopicsText = FaqTopics.join(', ');

const help = `Usage: tessera-sim operator <action> [options] --server <url> --operator-key <key>

Operator actions against a running Tessera server, with its operator key.

Actions:
${operatorActions.map((action) => `  ${action.usage}\n      ${action.summary}`).join('\n')}

<user> is an account id, username, email, or mobile as +<area code><number>.
<duration> is a whole number of seconds, minutes, hours or days: ${DURATION_FORMS}.
<id> is a withdrawal's, quick-buy order's, OTC loan's or article's number, as withdrawal list,
buy list, loan list or content list shows it.
<category> is notice, banner, popup, faq or page. <lang> is one of ${Languages.join(', ')}: a
reader whose language an article lacks gets its English text.

Options:
  --server <url>         The server's origin, e.g. http://127.0.0.1:8080 (default: $TESSERA_SERVER)
  --operator-key <key>   Its operator key (default: $OPERATOR_KEY)
  --state <state>        kyc list, withdrawal list, buy list, loan list: those in this state
                         (default review, pending, to_be_paid, reviewing)
  --real-type <1|2>      kyc approve/reject: 1 basic, 2 advanced (default: the review in progress)
  --reason <text>        kyc reject, withdrawal reject, loan reject: why, as the user will read it
                         (required)
  --currency <symbol>    deposit: the asset, e.g. USDT
  --amount <decimal>     deposit: how much, e.g. 100.5; coupons issue: see below
  --reference <text>     deposit: the chain transaction (default: a new one); withdrawal complete: what it was sent with
  --category <category>  content list: those of this category
  --key <page>           content new page: which fixed page (${ContentPageKeysText})
  --topic <topic>        content new faq: its topic (${FaqTopicsText})
  --image <path>         content new: a banner's picture, a path on the exchange's origin
  --link <url>           content new: where a banner leads, an app route (/pages/…) or an https
                         page on an allowed host
  --lang <lang>          content write: the language written (required)
  --title <text>         content write: the title in that language (required)
  --summary <text>       content write: the summary lists show (default: none)
  --file <path>          content write: the body in Markdown, from this file, or - for stdin (required)
  --text <text>          chat reply: the answer, as the user will read it (required)
  --waiting              chat list: only the conversations whose last message is the user's
  --kind <kind>          coupons issue: fee_discount or trial_bonus (required)
  --days <n>             coupons issue: how many days it is usable, 1 to ${MAX_COUPON_DAYS} (required)
  --rate <decimal>       coupons issue: a fee discount's share of the fees waived, above 0 and at
                         most 1 (required for one)
  --products <list>      coupons issue: what a fee discount applies to, spot,futures (the default),
                         spot or futures
  --min-value <decimal>  coupons issue: the least order value a fee discount applies to, in USDT
                         (default 0)
  --amount <decimal>     coupons issue: a trial bonus's USDT, at most 2 decimals (required for one)
  -h, --help             Show this help

Exit status: 0 done, 1 the server refused or could not be reached (its message is printed),
2 the command line is wrong.

Examples:
  tessera-sim operator kyc list --server http://127.0.0.1:8080 --operator-key "$KEY"
  tessera-sim operator kyc approve alice@example.test
  tessera-sim operator kyc reject +447700900123 --reason "The photo is blurred"
  tessera-sim operator clock advance 24h
  tessera-sim operator deposit alice --currency USDT --amount 100 --reference 0xabc
  tessera-sim operator withdrawal list
  tessera-sim operator withdrawal complete 7 --reference 0xdef
  tessera-sim operator balances alice
  tessera-sim operator audit
  tessera-sim operator buy list
  tessera-sim operator buy confirm 12
  tessera-sim operator loan maker alice on
  tessera-sim operator loan list --state active
  tessera-sim operator loan reject 4 --reason "Please pledge BTC instead"
  tessera-sim operator content list --category notice
  tessera-sim operator content new notice
  tessera-sim operator content write 17 --lang en --title "Scheduled maintenance" --file notice.en.md
  tessera-sim operator content write 17 --lang fra --title "Maintenance prévue" --file - < notice.fra.md
  tessera-sim operator content publish 17
  tessera-sim operator content missing
  tessera-sim operator chat list --waiting
  tessera-sim operator chat show alice
  tessera-sim operator chat reply alice --text "Your deposit is credited now."
  tessera-sim operator rewards run
  tessera-sim operator coupons issue alice --kind fee_discount --rate 0.8 --products futures --min-value 100 --days 3
  tessera-sim operator coupons issue alice --kind trial_bonus --amount 25 --days 7`;

type Parsed =
  | {
      readonly ok: true;
      readonly action: OperatorAction;
      readonly input: ActionInput;
      readonly server: string;
      readonly operatorKey: string;
    }
  | HelpAsked
  | LineError;

const REAL_TYPES: Record<string, RealType> = { '1': 1, '2': 2 };

/** The options an action may or may not take: all but the target's and --help. */
const ACTION_OPTIONS = (Object.keys(options) as OptionName[]).filter(
  (name) => name !== 'server' && name !== 'operator-key' && name !== 'help',
);

/**
 * Reads an operator command line into an action and its checked input, or the first problem found.
 * Pure: the environment comes in as `env`.
 */
export const parseOperatorArgs = (
  args: readonly string[],
  env: Readonly<Record<string, string | undefined>>,
): Parsed => {
  const read = readCommandLine(args, options);
  if (!('line' in read)) return read;
  const { values, positionals } = read.line;
  const action = operatorActions.find((candidate) =>
    candidate.words.split(' ').every((word, index) => positionals[index] === word),
  );
  if (action === undefined) {
    const known = operatorActions.map((candidate) => candidate.words).join(', ');
    return {
      ok: false,
      error:
        positionals.length === 0
          ? `which action? (${known})`
          : `unknown action "${positionals.join(' ')}" (known: ${known})`,
    };
  }
  const rest = positionals.slice(action.words.split(' ').length);
  const wanted = action.argument === undefined ? 0 : action.toggle ? 2 : 1;
  if (rest.length !== wanted) {
    return {
      ok: false,
      error:
        action.argument === undefined
          ? `${action.words} takes no arguments, got ${rest.join(' ')}`
          : action.toggle
            ? `${action.words} takes <${action.argument}> and on|off, got ${rest.length} argument${rest.length === 1 ? '' : 's'}`
            : `${action.words} takes one <${action.argument}>, got ${rest.length}`,
    };
  }
  const argument = action.argument === undefined ? undefined : readArgument(action.argument, rest[0] ?? '');
  if (argument !== undefined && !argument.ok)
    return { ok: false, error: `${action.words}: ${argument.problem}` };
  const toggleText = action.toggle ? rest[1]?.trim().toLowerCase() : undefined;
  if (toggleText !== undefined && toggleText !== 'on' && toggleText !== 'off')
    return {
      ok: false,
      error: `${action.words}: say on or off after <${action.argument}>, got "${rest[1]}"`,
    };
  for (const name of ACTION_OPTIONS) {
    if (values[name] !== undefined && !action.options.includes(name)) {
      return { ok: false, error: `${action.words} does not take --${name}` };
    }
  }
  for (const name of action.requires ?? []) {
    if (values[name] === undefined || String(values[name]).trim() === '') {
      return { ok: false, error: `${action.words} needs --${name}` };
    }
  }
  const state = values.state;
  const states = action.states ?? [];
  if (state !== undefined && !states.includes(state)) {
    return { ok: false, error: `--state must be one of ${states.join(', ')}, got "${state}"` };
  }
  const category = ContentCategories.find((candidate) => candidate === values.category?.trim());
  if (values.category !== undefined && category === undefined) {
    return {
      ok: false,
      error: `--category must be one of ${ContentCategories.join(', ')}, got "${values.category}"`,
    };
  }
  const lang = Languages.find((candidate) => candidate === values.lang?.trim());
  if (values.lang !== undefined && lang === undefined) {
    return { ok: false, error: `--lang must be one of ${Languages.join(', ')}, got "${values.lang}"` };
  }
  const realTypeText = values['real-type'];
  const realType = realTypeText === undefined ? undefined : REAL_TYPES[realTypeText];
  if (realTypeText !== undefined && realType === undefined) {
    return { ok: false, error: `--real-type must be 1 (basic) or 2 (advanced), got "${realTypeText}"` };
  }
  const text = (name: 'key' | 'topic' | 'image' | 'link' | 'title' | 'summary' | 'file') => {
    const value = values[name]?.trim();
    return value === undefined ? {} : { [name]: value };
  };
  const couponKind = CouponKinds.find((candidate) => candidate === values.kind?.trim());
  if (values.kind !== undefined && couponKind === undefined) {
    return { ok: false, error: `--kind must be one of ${CouponKinds.join(', ')}, got "${values.kind}"` };
  }
  const daysText = values.days?.trim();
  if (daysText !== undefined && !/^\d{1,4}$/.test(daysText)) {
    return { ok: false, error: `--days must be a whole number of days, got "${values.days}"` };
  }
  const products = values.products === undefined ? undefined : readProducts(values.products);
  if (products !== undefined && !products.ok) return { ok: false, error: products.problem };
  const input: ActionInput = {
    ...argument?.input,
    ...(toggleText === undefined ? {} : { on: toggleText === 'on' }),
    ...(state === undefined ? {} : { state }),
    ...(realType === undefined ? {} : { realType }),
    ...(values.reason === undefined ? {} : { reason: values.reason.trim() }),
    ...(values.currency === undefined ? {} : { currency: values.currency.trim() }),
    ...(values.amount === undefined ? {} : { amount: values.amount.trim() }),
    ...(values.reference === undefined ? {} : { reference: values.reference.trim() }),
    ...(category === undefined ? {} : { category }),
    ...(lang === undefined ? {} : { lang }),
    ...text('key'),
    ...text('topic'),
    ...text('image'),
    ...text('link'),
    ...text('title'),
    ...text('summary'),
    ...text('file'),
    ...(values.text === undefined ? {} : { message: values.text.trim() }),
    ...(values.waiting === true ? { waiting: true } : {}),
    ...(couponKind === undefined ? {} : { couponKind }),
    ...(daysText === undefined ? {} : { days: Number(daysText) }),
    ...(values.rate === undefined ? {} : { rate: values.rate.trim() }),
    ...(products === undefined ? {} : { products: products.products }),
    ...(values['min-value'] === undefined ? {} : { minValue: values['min-value'].trim() }),
  };
  const problem = action.check?.(input);
  if (problem !== undefined) return { ok: false, error: `${action.words}: ${problem}` };
  const server = values.server ?? env.TESSERA_SERVER;
  if (!server) return { ok: false, error: 'operator commands need --server <url> (or TESSERA_SERVER)' };
  const operatorKey = values['operator-key'] ?? env.OPERATOR_KEY;
  if (!operatorKey)
    return { ok: false, error: 'operator commands need --operator-key <key> (or OPERATOR_KEY)' };
  return { ok: true, action, server, operatorKey, input };
};

/** The `operator` command over a given way to reach the operator API; tests pass a fake one. */
export const createOperatorCommand = (
  connect: (server: string, operatorKey: string) => Operator = connectOperator,
): Command => ({
  name: 'operator',
  summary:
    'Operator actions against --server: kyc list | approve <user> | reject <user>; clock advance <duration>; deposit, withdrawal list | complete | reject, balances, audit; buy list | confirm <id> | reject <id>; loan list | approve <id> | reject <id> | maker <user> on|off; content list | missing | new <category> | write <id> | publish <id> | archive <id>; chat list | show <user> | reply <user>; rewards run; coupons issue <user>',
  help,
  run: (args, io) =>
    runParsed('operator', help, parseOperatorArgs(args, io.env), io, (parsed) =>
      parsed.action.run(
        connect(parsed.server, parsed.operatorKey),
        parsed.input,
        io,
        io.color ? colors : plain,
      ),
    ),
});

export const operatorCommand = createOperatorCommand();
