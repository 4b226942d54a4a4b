import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * The API reference in docs/api is TypeDoc's output for the SDK's entry points as they are now:
 * regenerated here and compared, so a change to an exported name or its comment that is not
 * followed by `pnpm docs:api` fails.
 */
const root = fileURLToPath(new URL('../../', import.meta.url));
const files = (dir: string): Map<string, string> =>
  new Map(
    readdirSync(dir, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.md'))
      .map((file) => [file, readFileSync(join(dir, file), 'utf8')]),
  );

describe('docs/api', () => {
  const out = mkdtempSync(join(tmpdir(), 'tessera-api-docs-'));
  afterAll(() => rmSync(out, { recursive: true, force: true }));

  // TypeDoc reads every package's declarations: a minute on a busy two-core machine.
  it('is what `pnpm docs:api` generates from the code', { timeout: 240_000 }, () => {
    execFileSync(join(root, 'node_modules', '.bin', 'typedoc'), ['--out', out], { cwd: root, stdio: 'pipe' });
    const committed = files(join(root, 'docs', 'api'));
    const generated = files(out);
    expect([...committed.keys()].sort(), `run pnpm docs:api (in ${relative(root, out)})`).toEqual(
      [...generated.keys()].sort(),
    );
    for (const [file, text] of generated)
      expect(committed.get(file), `docs/api/${file}: run pnpm docs:api`).toBe(text);
  });
});
