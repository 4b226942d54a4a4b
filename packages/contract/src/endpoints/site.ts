import { ClockModes } from '@tessera/core';
import * as t from 'io-ts';
import { IsoTime, oneOf, Text } from '../codecs.js';
import { endpoint, endpointGroup } from '../endpoint.js';

/**
 * Site config (spec §3): branding and the switches that shape the wallet screens; besides the spec,
 * how the server keeps time (`simulated` when started with CLOCK=simulated) and its time now.
 */
export const SiteConfigCodec = /* @__PURE__ */ t.type({
  site_logo: t.string,
  site_name: t.string,
  down_logo: t.string,
  bank_wd_switch: t.boolean,
  re_wd_default_assets: t.string,
  clock: oneOf(ClockModes, 'ClockMode'),
  now: IsoTime,
});

export const SettingCodec = /* @__PURE__ */ t.type({ keyword: t.string, value: t.string });

/** A listed coin (spec §3); `status` 0 entries are shown but cannot be used. */
export const CoinCodec = /* @__PURE__ */ t.type({
  id: t.number,
  name: t.string,
  sub_name: t.string,
  type_label: t.string,
  status: t.union([t.literal(0), t.literal(1)]),
  address: t.string,
  image: t.string,
});

export const siteEndpoints = /* @__PURE__ */ endpointGroup(() => ({
  getSetting: endpoint({
    method: 'GET',
    path: '/getSetting',
    params: t.type({ keyword: Text }),
    result: SettingCodec,
  }),
  getSiteConfig: endpoint({
    method: 'GET',
    path: '/getSiteConfig',
    params: t.type({}),
    result: SiteConfigCodec,
  }),
  currencyList: endpoint({
    method: 'GET',
    path: '/currency/list',
    params: t.type({}),
    result: t.array(CoinCodec),
  }),
}));
