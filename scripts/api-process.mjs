// Starts the commerce API (npm run start -w api) as a child process and waits until /health answers.
// Everything that starts it here (npm start, npm run develop, the journeys, the benchmarks) runs the
// demo shop, so it asks for demo mode by name; without SHOP_MODE=demo the API is production. It
// listens on localhost whatever HOST says: HOST is where `npm start` serves the storefront, and the
// demo refuses to listen beyond this machine (api/src/demo-on-this-machine.ts).
import { spawn } from 'node:child_process'

export const API_PORT = process.env.API_PORT || '4000'
export const API_URL = `http://localhost:${API_PORT}/v1`

export async function startApi({ port = API_PORT, env = {}, detached = false } = {}) {
  const child = spawn('npm', ['run', '--silent', 'start', '-w', 'api'], {
    stdio: 'inherit',
    env: { ...process.env, SHOP_MODE: 'demo', HOST: 'localhost', ...env, PORT: port },
    // Its own process group, so stopApi can end npm, tsx and the server together.
    detached,
  })
  const exited = new Promise((_, reject) =>
    child.on('exit', (code) =>
      reject(new Error(`the API exited with ${code} before it was ready`)),
    ),
  )
  const ready = (async () => {
    // First start migrates and seeds the demo shop: allow it a minute.
    for (let attempt = 0; attempt < 240; attempt++) {
      try {
        const response = await fetch(`http://localhost:${port}/health`)
        if (response.ok) return
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 250))
    }
    throw new Error(`the API did not answer on http://localhost:${port}/health`)
  })()
  await Promise.race([ready, exited])
  child.removeAllListeners('exit')
  return child
}

/** Stops an API started with `detached: true` (the whole process group) and waits until it is gone. */
export async function stopApi(child, port = API_PORT) {
  if (child.exitCode === null) {
    const exited = new Promise((resolve) => child.once('exit', resolve))
    try {
      process.kill(-child.pid, 'SIGTERM')
    } catch {
      child.kill('SIGTERM')
    }
    await exited
  }
  // The server itself may still be closing its connections: wait until the port is free.
  for (let attempt = 0; attempt < 40; attempt++) {
    try {
      await fetch(`http://localhost:${port}/health`)
    } catch {
      return
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`the API on port ${port} did not stop`)
}
