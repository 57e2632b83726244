#!/usr/bin/env node
// `npm run audit`: the security and integrity audit (scripts/audit/main.ts), run through
// tsx's loader like the server itself (docs/decisions/0002-run-typescript-with-tsx.md).
import { register } from 'tsx/esm/api';

register();
await import('./main.ts');
