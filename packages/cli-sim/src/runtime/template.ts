import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, mkdtempSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** What a prepared database depends on: the schema and the markets whose history it holds. */
export interface TemplateKey {
  readonly schemaVersion: string;
  readonly markets: readonly string[];
}

/** Makes a database in `dataDir` as a fresh server would (migrated, a year of history), then stops. */
export type PrepareDatabase = (dataDir: string) => Promise<void>;

/** A database of its own for one run, removed by `remove`. */
export interface RunDatabase {
  readonly dataDir: string;
  /** Whether this run prepared the template (the first run after an upgrade does). */
  readonly prepared: boolean;
  remove(): void;
}

const folderOf = (root: string, key: TemplateKey): string =>
  join(
    root,
    `template-${createHash('sha256')
      .update(`${key.schemaVersion}\u0000${key.markets.join(',')}`)
      .digest('hex')
      .slice(0, 16)}`,
  );

/**
 * A copy of a prepared database for one run. Starting a server on a fresh database means creating
 * it, migrating it and synthesizing a year of market history (10–20 s); starting on a copy of one
 * made earlier takes a fraction of that. The template is made once per schema version and market
 * list, in a folder of its own renamed into place when complete, so concurrent runs never see
 * half of one (the loser of a race throws its copy away). Each run gets its own copy: runs share
 * nothing.
 */
export const runDatabase = async (
  key: TemplateKey,
  prepare: PrepareDatabase,
  root = join(tmpdir(), 'tessera-sim'),
): Promise<RunDatabase> => {
  mkdirSync(root, { recursive: true });
  const template = folderOf(root, key);
  let prepared = false;
  if (!existsSync(template)) {
    const building = mkdtempSync(join(root, 'building-'));
    try {
      await prepare(building);
      renameSync(building, template);
      prepared = true;
    } catch (error) {
      rmSync(building, { recursive: true, force: true });
      if (!existsSync(template)) throw error;
    }
  }
  const dataDir = mkdtempSync(join(root, 'run-'));
  cpSync(template, dataDir, { recursive: true });
  return { dataDir, prepared, remove: () => rmSync(dataDir, { recursive: true, force: true }) };
};
