/**
 * `pnpm bench`: builds, then runs each named bench and prints its figures. Pass names (or parts of
 * names) to run only some: `pnpm bench login`; `--json` prints the figures as JSON for tracking.
 * Slow benches (`start-up`, `ui-load`, `quote-frames`, `broadcast`, the settlement ones) run only when named.
 */
import { cpus } from 'node:os';
import type { Bench, Figure } from './bench.js';
import { broadcast } from './benches/broadcast.js';
import { copyMirrorBench } from './benches/copy-mirror.js';
import { httpLogin } from './benches/http-login.js';
import { loginUnderFlood } from './benches/login-under-flood.js';
import { matching } from './benches/matching.js';
import { maturities } from './benches/maturities.js';
import { optionsSettlement } from './benches/options-settlement.js';
import { orders } from './benches/orders.js';
import { quotationDecoding } from './benches/quotation-decoding.js';
import { quoteFrames } from './benches/quote-frames.js';
import { quotes } from './benches/quotes.js';
import { settlements } from './benches/settlements.js';
import { startUp } from './benches/start-up.js';
import { transfers } from './benches/transfers.js';
import { triggerChecks } from './benches/triggers.js';
import { uiLoad } from './benches/ui-load.js';

/** Every bench, in the order they run. Later issues add theirs here. */
const benches: readonly Bench[] = [
  httpLogin,
  loginUnderFlood,
  quotationDecoding,
  quotes,
  settlements,
  triggerChecks,
  optionsSettlement,
  maturities,
  copyMirrorBench,
  transfers,
  orders,
  matching,
  startUp,
  uiLoad,
  quoteFrames,
  broadcast,
];

const format = (figure: Figure): string => {
  const { value } = figure;
  const digits = Number.isInteger(value) ? 0 : value >= 100 ? 0 : value >= 10 ? 1 : 2;
  const number = value.toLocaleString('en-US', {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  });
  return `${number}${figure.unit ? ` ${figure.unit}` : ''}`;
};

const main = async () => {
  const args = process.argv.slice(2);
  const json = args.includes('--json');
  const filters = args.filter((arg) => !arg.startsWith('--'));
  const selected = benches.filter((bench) =>
    filters.length === 0 ? !bench.onlyWhenNamed : filters.some((f) => bench.name.includes(f)),
  );
  if (selected.length === 0) {
    console.error(
      `no bench matches ${filters.join(', ')} (benches: ${benches.map((b) => b.name).join(', ')})`,
    );
    process.exitCode = 2;
    return;
  }
  const cpu = cpus();
  if (!json)
    console.log(`Tessera bench · node ${process.version} · ${cpu.length} × ${cpu[0]?.model ?? 'cpu'}\n`);
  const results: Record<string, Record<string, number>> = {};
  for (const bench of selected) {
    const started = performance.now();
    const figures = await bench.run();
    results[bench.name] = Object.fromEntries(
      figures.map((f) => [`${f.label}${f.unit ? ` (${f.unit})` : ''}`, f.value]),
    );
    if (json) continue;
    const took = ((performance.now() - started) / 1000).toFixed(1);
    console.log(`${bench.name} — ${bench.summary} (${took} s)`);
    const width = Math.max(...figures.map((f) => f.label.length));
    for (const figure of figures) console.log(`  ${figure.label.padEnd(width)}  ${format(figure)}`);
    console.log('');
  }
  if (json) console.log(JSON.stringify(results, null, 2));
};

await main();
