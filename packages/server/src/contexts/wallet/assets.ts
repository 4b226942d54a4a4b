import { type Asset, type AssetNetwork, Decimal, type Network, Networks } from '@tessera/core';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

/** An asset as the server keeps it: the domain's `Asset` and the id `currency_id` means. */
export interface ListedAsset extends Asset {
  readonly id: number;
}

const isNetwork = (value: string): value is Network => (Networks as readonly string[]).includes(value);

/**
 * The assets and their networks, read once at start: they are reference data the migrations seed,
 * not state requests change.
 */
export class AssetBook {
  readonly #bySymbol: ReadonlyMap<string, ListedAsset>;
  readonly #byId: ReadonlyMap<number, ListedAsset>;

  private constructor(readonly list: readonly ListedAsset[]) {
    this.#bySymbol = new Map(list.map((asset) => [asset.symbol, asset]));
    this.#byId = new Map(list.map((asset) => [asset.id, asset]));
  }

  static async load(db: Kysely<Database>): Promise<AssetBook> {
    const assets = await db.selectFrom('assets').selectAll().orderBy('position').execute();
    const coins = await db.selectFrom('coins').selectAll().orderBy('id').execute();
    return new AssetBook(
      assets.map((asset) => ({
        id: asset.id,
        symbol: asset.symbol,
        precision: asset.precision,
        networks: coins.flatMap((coin) =>
          coin.name === asset.symbol && isNetwork(coin.sub_name)
            ? [
                {
                  coinId: coin.id,
                  network: coin.sub_name,
                  enabled: coin.status === 1,
                  withdrawMinimum: new Decimal(coin.withdraw_min),
                  withdrawFee: new Decimal(coin.withdraw_fee),
                },
              ]
            : [],
        ),
      })),
    );
  }

  byId(id: number): ListedAsset | undefined {
    return this.#byId.get(id);
  }

  /** The asset a coin (an asset on one network) belongs to, with that network. */
  network(coinId: number): { asset: ListedAsset; network: AssetNetwork } | undefined {
    for (const asset of this.list) {
      const network = asset.networks.find((candidate) => candidate.coinId === coinId);
      if (network !== undefined) return { asset, network };
    }
    return undefined;
  }

  bySymbol(symbol: string): ListedAsset | undefined {
    return this.#bySymbol.get(symbol.trim().toUpperCase());
  }
}
