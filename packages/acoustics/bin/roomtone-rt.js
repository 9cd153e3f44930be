#!/usr/bin/env node
// Runs the TypeScript command from source: tsx (a root devDependency) compiles on the fly.
import { register } from 'tsx/esm/api';

register();
const { main } = await import('../src/cli.ts');
process.exitCode = await main(process.argv.slice(2));
