#!/usr/bin/env node
// Serves the built site (public/) at http://localhost:$PORT (default 9000).
import { spawn } from 'node:child_process'

const port = process.env.PORT || '9000'
const host = process.env.HOST || 'localhost'
const child = spawn('npx', ['gatsby', 'serve', '--port', port, '--host', host], {
  stdio: 'inherit',
})
child.on('exit', (code) => process.exit(code ?? 0))
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal))
