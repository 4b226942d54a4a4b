import { type IeoProject, ieoPhaseOf, ieoSubscriptionPreview, validateIeoSubscription } from '@tessera/core';
import * as E from 'fp-ts/lib/Either.js';
import { describeSpan } from '../runtime/duration.js';
import { describeFailure } from '../runtime/failure.js';
import { moveClock } from './advance.js';
import { fields, oneOf, Text } from './codecs.js';
import { exchangeNow, refusedForm, sessionSnapshot } from './session.js';
import { defineStep, failed, passed } from './step.js';
import { requestId } from './wallet-assets.js';

/** What a `subscribe` step does when the token's round is still in warm-up. */
const WarmupChoices = ['fail', 'advance'] as const;

/** The token's round in warm-up or taking subscriptions at `now`: each template has one at a time. */
const currentRound = (projects: readonly IeoProject[], token: string, now: number): IeoProject | undefined =>
  projects.find((project) => project.token === token && ieoPhaseOf(project, now) !== 'finished');

export const subscribe = defineStep({
  name: 'subscribe',
  summary:
    "Apply for tokens of a token's current IEO round as the subscription page does, checked by core's rules at the exchange's time first: `{ token: NOVA, amount: 1500 }` (paid from the balance account, frozen until the allocation). A round in warm-up fails the step (`IEO.NOT_STARTED`, saying when it opens) unless `warmup: advance` moves the simulated clock to its opening. Says the cost and the pro-rata share first.",
  role: 'action',
  args: fields('subscribe arguments', { token: Text, amount: Text }, { warmup: oneOf(WarmupChoices) }),
  title: (args) =>
    `subscribe for ${args.amount} ${args.token.toUpperCase()}${args.warmup === 'advance' ? ', advancing past any warm-up' : ''}`,
  run: async (args, ctx) => {
    if (!sessionSnapshot(ctx).matches('signedIn')) return failed('subscribing needs a signed-in session');
    const projects = await ctx.tessera.api.ieo.projects()();
    if (E.isLeft(projects))
      return failed(`the IEO projects could not be listed: ${describeFailure(projects.left)}`);
    const now = await exchangeNow(ctx);
    if (typeof now !== 'number') return now;
    const token = args.token.trim().toUpperCase();
    const round = currentRound(projects.right, token, now);
    if (round === undefined)
      return failed(
        `no ${token} round in warm-up or taking subscriptions (listed: ${
          projects.right.map((project) => `${project.token} ${ieoPhaseOf(project, now)}`).join(', ') || 'none'
        }; the exchange announces rounds on its ticks)`,
      );
    const opensAt = Date.parse(round.startsAt);
    const skipsWarmup = now < opensAt && args.warmup === 'advance';
    // Checked at the time it will be sent: the round's opening when the step moves the clock there.
    const sendAt = skipsWarmup ? opensAt : now;
    const draft = validateIeoSubscription(
      { projectId: round.id, amount: args.amount },
      { projects: [round], now: sendAt },
    );
    if (E.isLeft(draft)) {
      const refused = refusedForm('subscribing', draft.left);
      return sendAt < opensAt && !refused.ok
        ? failed(
            `${refused.message}; ${token} round #${round.id} opens at ${round.startsAt}, ${describeSpan((opensAt - now) / 1000)} from the exchange's time (\`warmup: advance\` moves the simulated clock there)`,
            refused.failure,
          )
        : refused;
    }
    let moved = '';
    if (skipsWarmup) {
      const seconds = Math.ceil((opensAt - now) / 1000);
      const at = await moveClock(ctx, seconds, 'subscribe with `warmup: advance`');
      if (typeof at !== 'string') return at;
      moved = `clock moved ${describeSpan(seconds)} to the opening, now ${at}; `;
    }
    const preview = ieoSubscriptionPreview(round, draft.right.amount);
    const made = await ctx.tessera.api.ieo.subscribe(draft.right, requestId())();
    if (E.isLeft(made)) return failed(`subscription refused: ${describeFailure(made.left)}`, made.left);
    const subscription = made.right;
    return passed(
      `${moved}subscription #${subscription.id} to ${token} round #${round.id}: ${subscription.amount.toFixed()} ${token} at ${subscription.price.toFixed()}, ${subscription.paid.toFixed()} ${subscription.payAsset} frozen until ${subscription.endsAt}; ${preview.appliedWith.toFixed()} applied of ${round.totalIssuance.toFixed()}, so ${preview.passedIfClosedNow.toFixed()} would pass if it closed now`,
    );
  },
});
