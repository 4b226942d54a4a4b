// A small trading bot on Tessera's promise SDK. It signs in, waits for the market's next price,
// places a limit buy 5 % under it (the smallest order the market accepts, so it rests in the
// book), reads it back among the open orders, cancels it, and signs out.
//
//   TESSERA_URL=http://127.0.0.1:8080 TESSERA_USER=ada TESSERA_PASSWORD=… node bot.mjs
import { Decimal } from '@tessera/core';
import { createExchange, TesseraError } from '@tessera/http-adapter';

const url = process.env.TESSERA_URL ?? 'http://127.0.0.1:8080';
const user = process.env.TESSERA_USER;
const password = process.env.TESSERA_PASSWORD;
const symbol = process.env.TESSERA_SYMBOL ?? 'BTC/USDT';
const PRICE_WAIT_MS = 20_000;

if (!user || !password) {
  console.error('Set TESSERA_USER and TESSERA_PASSWORD (and TESSERA_URL if the server is elsewhere).');
  process.exit(2);
}

const ex = createExchange({ baseUrl: url, language: 'en' });

/** The next price of `symbol` the server pushes. */
const nextPrice = () =>
  new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      stop();
      reject(new Error(`no price of ${symbol} within ${PRICE_WAIT_MS / 1000} s`));
    }, PRICE_WAIT_MS);
    const stop = ex.market.watchTickers((quotes) => {
      const quote = quotes.find((q) => q.symbol === symbol);
      if (quote === undefined) return;
      clearTimeout(timer);
      stop();
      resolve(quote.price);
    });
  });

/** The smallest amount on the market's step whose worth at `price` reaches its minimum. */
const smallestAmount = (market, price) => {
  const step = new Decimal(market.amount_step);
  const needed = Decimal.max(new Decimal(market.min_amount), new Decimal(market.min_notional).div(price));
  return needed.div(step).ceil().mul(step);
};

try {
  await ex.session.login({ user_string: user, password });
  console.log(`signed in as ${user} at ${url}`);
  const market = (await ex.spot.spotMarkets({})).find((m) => m.symbol === symbol);
  if (market === undefined) throw new Error(`${symbol} is not traded spot here`);

  const last = await nextPrice();
  console.log(`${symbol} last ${last.toFixed()}`);
  const step = new Decimal(market.price_step);
  const price = last.mul('0.95').div(step).floor().mul(step);
  const amount = smallestAmount(market, price);

  const order = await ex.spot.placeOrder({
    currency_id: market.currency_id,
    legal_id: market.legal_id,
    type: 1,
    amount: amount.toFixed(),
    target_price: price.toFixed(),
  });
  console.log(
    `placed #${order.id}: buy ${order.amount.toFixed()} ${market.currency_name} at ${price.toFixed()} (${order.status})`,
  );

  const open = await ex.spot.orders({ state: 'open' });
  console.log(`open orders: ${open.data.map((o) => `#${o.id}`).join(', ')}`);

  const cancelled = await ex.spot.cancelOrder({ id: order.id });
  console.log(`cancelled #${cancelled.id} (${cancelled.status})`);
  await ex.session.logout({});
  console.log('signed out');
} catch (error) {
  // A refusal names its reason (`Rejected` has a `code`); anything else is a fault of the bot.
  if (error instanceof TesseraError) console.error(`${error.name}: ${error.message}`);
  else console.error(error);
  process.exitCode = 1;
} finally {
  ex.close();
}
