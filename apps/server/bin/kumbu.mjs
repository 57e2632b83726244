#!/usr/bin/env node
// The `kumbu` command. TypeScript sources run through tsx's loader (see
// docs/decisions/0002-run-typescript-with-tsx.md), so there is no server build step.
import { register } from 'tsx/esm/api';

register();
const { runCli } = await import('../src/cli/cli.ts');
process.exitCode = await runCli(process.argv.slice(2));
