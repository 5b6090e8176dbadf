// Reads `gatsby build`'s output as it comes, for scripts/build.mjs (CommonJS, so the tests require it):
// - notices Gatsby's "Unsafe builtin method was used": the server-side render called a Node built-in
//   (fs.readFileSync in a library, say), and Gatsby then renders every page again on every later
//   build, so a rebuild of one picture rewrites the whole site. The build fails on it.
// - in quiet mode (the scheduled rebuild) passes on only Gatsby's warnings and errors, each with the
//   lines that belong to it (a stack, a code frame), and drops its progress and success lines.

/** Gatsby's own line when the render bundle used a built-in (gatsby/dist/commands/build-html.js). */
const UNSAFE_BUILTIN = /Unsafe builtin method was used/

/** A line that starts a warning or an error; Gatsby's plain reporter prefixes them so. */
const PROBLEM = /^(?:warn|warning|error|ERROR|failed)\b|Unsafe builtin method/
/** A line that starts anything else of Gatsby's: progress, success, information. */
const ROUTINE = /^(?:success|info|verbose|⠀|\s*$)/

const UNSAFE_BUILTIN_MESSAGE =
  'build: the server-side render used a Node built-in (see the warning and stack above): Gatsby ' +
  'would render every page again on each later build. Keep Node-only code out of what pages render ' +
  "(the QR code, for one, uses qrcode's browser build: src/types/qrcode-browser.d.ts)."

/**
 * A filter of the build's output lines: `write` each chunk of stdout or stderr to it, `end` it once
 * the build has exited. `unsafeBuiltin` says whether Gatsby reported the render's built-in use.
 */
function buildOutput({ quiet = false } = {}) {
  const pending = new Map()
  let showing = false
  const state = { unsafeBuiltin: false }

  function line(text, to) {
    if (UNSAFE_BUILTIN.test(text)) state.unsafeBuiltin = true
    if (!quiet) return to.write(`${text}\n`)
    if (PROBLEM.test(text)) showing = true
    else if (ROUTINE.test(text)) showing = false
    if (showing) to.write(`${text}\n`)
  }

  return {
    get unsafeBuiltin() {
      return state.unsafeBuiltin
    },
    /** A chunk of output, written on to `to` (process.stdout or process.stderr) line by line. */
    write(chunk, to) {
      const text = (pending.get(to) ?? '') + chunk.toString()
      const lines = text.split('\n')
      pending.set(to, lines.pop())
      // eslint-disable-next-line no-control-regex
      for (const each of lines) line(each.replace(/\x1b\[[0-9;]*[A-Za-z]/g, ''), to)
    },
    end() {
      for (const [to, rest] of pending) if (rest) line(rest, to)
      pending.clear()
    },
  }
}

module.exports = { buildOutput, UNSAFE_BUILTIN_MESSAGE }
