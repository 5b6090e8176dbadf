import { execFile, execFileSync } from 'node:child_process'
import path from 'node:path'

/** What `npm run shop` starts: bin/shop.mjs's bundle of the tool, made when a source is newer. */
const BUNDLE = path.resolve('.cache/owner-tool.mjs')
let bundleChecked = process.env.TEST_OWNER_TOOL_BUNDLED === '1'

export interface ToolRun {
  code: number
  stdout: string
  stderr: string
}

/**
 * Runs the owner's tool as `npm run shop -- …` does, without npm's hop: the launcher's bundle,
 * started directly, as the launcher starts it when it is up to date. The suite (scripts/test.mjs)
 * has the launcher make it once before the files run (launcher.test.ts tests the making); a file
 * run by hand has it made once here. Compiling the tool's TypeScript on every call cost a second.
 */
export function runTool(args: string[], env: NodeJS.ProcessEnv): Promise<ToolRun> {
  if (!bundleChecked) {
    execFileSync(process.execPath, ['bin/shop.mjs', '--help'], { stdio: 'ignore' })
    bundleChecked = true
  }
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [BUNDLE, ...args],
      { env, encoding: 'utf8', maxBuffer: 10 * 1024 * 1024 },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0
        resolve({ code, stdout, stderr })
      },
    )
  })
}
