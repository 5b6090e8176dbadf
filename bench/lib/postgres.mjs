// PostgreSQL for the benchmarks: DATABASE_URL when it is set, else the machine's own server started
// and given the print_shop role the way .ci/run does it (Debian's packages, run as root).
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'

const DEFAULT_URL = 'postgres://print_shop:print_shop@localhost:5432/postgres'

function run(command, args) {
  const result = spawnSync(command, args, { encoding: 'utf8' })
  if (result.error) throw result.error
  return result
}

/** The server's address: DATABASE_URL, or the local cluster, started if it is not running. */
export function ensurePostgres() {
  if (process.env.DATABASE_URL) return process.env.DATABASE_URL
  if (!fs.existsSync('/usr/lib/postgresql'))
    throw new Error(
      'PostgreSQL is needed: set DATABASE_URL, or apt-get install postgresql (as .ci/run does)',
    )
  const version = fs
    .readdirSync('/usr/lib/postgresql')
    .sort((a, b) => Number(a) - Number(b))
    .at(-1)
  if (!run('pg_lsclusters', ['-h']).stdout.includes(`${version} main`))
    run('pg_createcluster', [version, 'main'])
  run('pg_ctlcluster', [version, 'main', 'start'])
  for (let attempt = 0; attempt < 30 && run('pg_isready', ['-q']).status !== 0; attempt++)
    spawnSync('sleep', ['1'])
  const psql = (query) => run('su', ['postgres', '-c', `psql -qtAc "${query}"`])
  if (!psql("select 1 from pg_roles where rolname = 'print_shop'").stdout.includes('1'))
    psql("create role print_shop login createdb password 'print_shop'")
  psql('grant pg_signal_backend to print_shop')
  return DEFAULT_URL
}
