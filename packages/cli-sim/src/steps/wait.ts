import * as t from 'io-ts';
import { fields, Millis } from './codecs.js';
import { defineStep, passed } from './step.js';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export const wait = defineStep({
  name: 'wait',
  summary: 'Pause for a number of milliseconds (`wait: 500` or `wait: { ms: 500 }`).',
  role: 'check',
  args: t.union([Millis, fields('wait arguments', { ms: Millis }, {})]),
  title: (args) => `wait ${typeof args === 'number' ? args : args.ms} ms`,
  run: async (args) => {
    await sleep(typeof args === 'number' ? args : args.ms);
    return passed();
  },
});
