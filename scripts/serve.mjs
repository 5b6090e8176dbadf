#!/usr/bin/env node
// Serves the built site (public/) at http://localhost:$PORT (default 9000): scripts/serve-site.ts,
// which also sends a first visit to a Czech page to the visitor's language.
import { spawn } from 'node:child_process'

const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/serve-site.ts'], {
  stdio: 'inherit',
})
child.on('exit', (code) => process.exit(code ?? 0))
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal))
