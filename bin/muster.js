#!/usr/bin/env node
// The `muster` command: runs the TypeScript CLI through tsx, so the CLI never needs a build step.
import { register } from 'tsx/esm/api';

register();
await import('../src/cli/main.ts');
