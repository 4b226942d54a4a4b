import { runCli } from './cli.js';

/**
 * A writer to a standard stream that goes quiet once the reader has gone (`| head -1` closes the
 * pipe: EPIPE), so the run still ends with its own exit status instead of a stack trace.
 */
const quietWhenClosed = (stream: NodeJS.WriteStream) => {
  let open = true;
  stream.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code !== 'EPIPE') throw error;
    open = false;
  });
  return (text: string) => {
    if (open) stream.write(text);
  };
};

/** Standard input to its end, as UTF-8 text; read only when a command asks for it. */
const readStdin = async (): Promise<string> => {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks).toString('utf8');
};

// The shebang comes from tsup's banner.
const code = await runCli(process.argv.slice(2), {
  stdout: quietWhenClosed(process.stdout),
  stderr: quietWhenClosed(process.stderr),
  env: process.env,
  color: process.stdout.isTTY === true && process.env.NO_COLOR === undefined,
  cwd: process.cwd(),
  stdin: readStdin,
});
process.exitCode = code;
