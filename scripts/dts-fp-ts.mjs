// Points the declaration files of a package's dist at fp-ts's own types (`fp-ts/lib/X.js`) instead
// of the package's `#fp-ts/X.js` import map. TypeScript reads either alike, but a type checker that
// sees the package without its dependencies (@arethetypeswrong/cli) cannot follow an import map
// into another package. The JavaScript keeps `#fp-ts/`: bundlers need it to pick fp-ts's ES build.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const dist = process.argv[2] ?? 'dist';
const declarations = readdirSync(dist, { recursive: true, encoding: 'utf8' }).filter((file) =>
  file.endsWith('.d.ts'),
);
for (const file of declarations) {
  const path = join(dist, file);
  const text = readFileSync(path, 'utf8');
  const pointed = text.replaceAll(/(['"])#fp-ts\//g, '$1fp-ts/lib/');
  if (pointed !== text) writeFileSync(path, pointed);
}
