import { runCli } from './cli.js';

// The shebang comes from tsup's banner.
const code = await runCli(process.argv.slice(2), {
  stdout: (text) => void process.stdout.write(text),
  stderr: (text) => void process.stderr.write(text),
  env: process.env,
  color: process.stdout.isTTY === true && process.env.NO_COLOR === undefined,
  cwd: process.cwd(),
});
process.exitCode = code;
