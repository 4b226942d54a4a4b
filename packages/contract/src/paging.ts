import * as t from 'io-ts';

/** A page of a list as it travels (spec §7 wire rules): `{ data, current_page, last_page, per_page, total }`. */
export const pageOf = <C extends t.Mixed>(item: C) =>
  t.type({
    data: t.array(item),
    current_page: t.number,
    last_page: t.number,
    per_page: t.number,
    total: t.number,
  });
