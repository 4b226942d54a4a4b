#!/usr/bin/env node
// The command's entry, committed so that installing links it before anything is built; the
// program itself is the build's (`pnpm build`).
await import('../dist/main.js');
