/**
 * Writes the demo illustrations: small, deterministic vector posters (SVG) at print size, into
 * api/seed/images/illustrations/. Every picture has its own seeded random generator, so each run
 * writes exactly the same files. The shop renders them with sharp (librsvg), so they use only plain
 * shapes, paths, gradients and opacity: no text, fonts, filters or external references.
 *
 * Run: cd api && npx tsx scripts/illustrations.ts        (add --check to render each with sharp)
 * Their names, texts and subcategories live in seed/images/sources.json; then run image-manifest.ts.
 * The generated illustrations are released under CC0 1.0 by the project.
 */
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import sharp from 'sharp'

const OUT_DIR = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  '..',
  'seed',
  'images',
  'illustrations',
)

// ---------------------------------------------------------------------------------------------
// Helpers

type Rng = () => number

/** mulberry32: a tiny seeded PRNG, the same sequence on every machine. */
function rngFor(seed: string): Rng {
  let h = 1779033703 ^ seed.length
  for (let i = 0; i < seed.length; i++) {
    h = Math.imul(h ^ seed.charCodeAt(i), 3432918353)
    h = (h << 13) | (h >>> 19)
  }
  let a = h >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const between = (rng: Rng, min: number, max: number) => min + (max - min) * rng()
const pick = <T>(rng: Rng, items: readonly T[]): T => items[Math.floor(rng() * items.length)]!
const r = (n: number) => Math.round(n)

type Point = [number, number]

const pts = (points: Point[]) => points.map(([x, y]) => `${r(x)} ${r(y)}`).join(' ')

/** A closed polygon: the points, then down to the bottom edge. */
function areaBelow(points: Point[], bottom: number): string {
  const first = points[0]!
  const last = points[points.length - 1]!
  return `M${r(first[0])} ${r(bottom)}L${pts(points)}L${r(last[0])} ${r(bottom)}Z`
}

/** Smooth closed curve through the points (Catmull-Rom turned into cubic Béziers). */
function smoothClosed(points: Point[]): string {
  const n = points.length
  const at = (i: number) => points[((i % n) + n) % n]!
  let d = `M${r(at(0)[0])} ${r(at(0)[1])}`
  for (let i = 0; i < n; i++) {
    const [p0, p1, p2, p3] = [at(i - 1), at(i), at(i + 1), at(i + 2)]
    const c1: Point = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6]
    const c2: Point = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6]
    d += `C${pts([c1, c2, p2])}`
  }
  return `${d}Z`
}

/** Smooth open curve through the points. */
function smoothOpen(points: Point[]): string {
  const n = points.length
  const at = (i: number) => points[Math.max(0, Math.min(n - 1, i))]!
  let d = `M${r(at(0)[0])} ${r(at(0)[1])}`
  for (let i = 0; i < n - 1; i++) {
    const [p0, p1, p2, p3] = [at(i - 1), at(i), at(i + 1), at(i + 2)]
    const c1: Point = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6]
    const c2: Point = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6]
    d += `C${pts([c1, c2, p2])}`
  }
  return d
}

/** A mountain ridge by midpoint displacement: 2^depth + 1 points from x0 to x1. */
function ridge(
  rng: Rng,
  x0: number,
  x1: number,
  base: number,
  amplitude: number,
  depth = 6,
  roughness = 0.55,
): Point[] {
  const n = 2 ** depth
  const ys = new Array<number>(n + 1).fill(base)
  ys[0] = base - between(rng, 0, amplitude)
  ys[n] = base - between(rng, 0, amplitude)
  let step = n
  let spread = amplitude
  while (step > 1) {
    const half = step / 2
    for (let i = half; i < n; i += step) {
      ys[i] = (ys[i - half]! + ys[i + half]!) / 2 + between(rng, -spread, spread)
    }
    spread *= roughness
    step = half
  }
  return ys.map((y, i): Point => [x0 + ((x1 - x0) * i) / n, y])
}

function linear(
  id: string,
  stops: Array<[number, string, number?]>,
  [x1, y1, x2, y2]: [number, number, number, number] = [0, 0, 0, 1],
): string {
  const s = stops
    .map(
      ([offset, colour, opacity]) =>
        `<stop offset="${offset}" stop-color="${colour}"${opacity === undefined ? '' : ` stop-opacity="${opacity}"`}/>`,
    )
    .join('')
  return `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${s}</linearGradient>`
}

function radial(id: string, stops: Array<[number, string, number?]>): string {
  const s = stops
    .map(
      ([offset, colour, opacity]) =>
        `<stop offset="${offset}" stop-color="${colour}"${opacity === undefined ? '' : ` stop-opacity="${opacity}"`}/>`,
    )
    .join('')
  return `<radialGradient id="${id}">${s}</radialGradient>`
}

const rect = (x: number, y: number, w: number, h: number, fill: string, extra = '') =>
  `<rect x="${r(x)}" y="${r(y)}" width="${r(w)}" height="${r(h)}" fill="${fill}"${extra}/>`
const circle = (cx: number, cy: number, radius: number, fill: string, extra = '') =>
  `<circle cx="${r(cx)}" cy="${r(cy)}" r="${r(radius)}" fill="${fill}"${extra}/>`
const pathEl = (d: string, fill: string, extra = '') => `<path d="${d}" fill="${fill}"${extra}/>`
const stroke = (colour: string, width: number, extra = '') =>
  ` stroke="${colour}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"${extra}`

function svg(width: number, height: number, defs: string, body: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    (defs ? `<defs>${defs}</defs>` : '') +
    body +
    '</svg>\n'
  )
}

/** Small stars scattered over a band of the sky, avoiding an optional disc (a moon). */
function stars(
  rng: Rng,
  count: number,
  w: number,
  top: number,
  bottom: number,
  colour: string,
  avoid?: [number, number, number],
) {
  let out = ''
  for (let i = 0; i < count; i++) {
    const x = between(rng, 0, w)
    const y = between(rng, top, bottom)
    const size = rng() < 0.15 ? between(rng, 18, 28) : between(rng, 6, 14)
    const opacity = between(rng, 0.45, 0.95).toFixed(2)
    if (avoid && Math.hypot(x - avoid[0], y - avoid[1]) < avoid[2]) continue
    out += `<circle cx="${r(x)}" cy="${r(y)}" r="${r(size)}" opacity="${opacity}"/>`
  }
  return `<g fill="${colour}">${out}</g>`
}

/** A crescent: a disc minus an offset disc (drawn as one path with two arcs). */
function crescent(cx: number, cy: number, radius: number, offset: number, fill: string) {
  // Points where the two circles meet; the lit part is on the left.
  const d = offset / 2
  const h = Math.sqrt(radius * radius - d * d)
  const ax = cx + d
  return pathEl(
    `M${r(ax)} ${r(cy - h)}A${r(radius)} ${r(radius)} 0 1 0 ${r(ax)} ${r(cy + h)}A${r(radius)} ${r(radius)} 0 0 1 ${r(ax)} ${r(cy - h)}Z`,
    fill,
  )
}

// ---------------------------------------------------------------------------------------------
// The posters

interface Illustration {
  slug: string
  width: number
  height: number
  draw: (rng: Rng, w: number, h: number) => string
}

const illustrations: Illustration[] = [
  {
    slug: 'bauhaus-circles',
    width: 6000,
    height: 6000,
    draw(rng, w, h) {
      const colours = ['#e3a72f', '#c4553a', '#1f3a5f', '#2a8c82', '#f0b6a5', '#efe6d2']
      const margin = 600
      const cell = (w - 2 * margin) / 3
      let body = rect(0, 0, w, h, '#efe6d2')
      let previous = ''
      for (let row = 0; row < 3; row++) {
        for (let col = 0; col < 3; col++) {
          const x = margin + col * cell
          const y = margin + row * cell
          let ground = pick(rng, colours)
          while (ground === previous) ground = pick(rng, colours)
          let figure = pick(rng, colours)
          while (figure === ground) figure = pick(rng, colours)
          previous = ground
          const turn = Math.floor(rng() * 4) * 90
          const t = ` transform="rotate(${turn} ${r(x + cell / 2)} ${r(y + cell / 2)})"`
          body += rect(x, y, cell, cell, ground)
          const kind = (row * 3 + col + Math.floor(rng() * 4)) % 4
          if (kind === 0) body += circle(x + cell / 2, y + cell / 2, cell * 0.36, figure)
          if (kind === 1)
            body += pathEl(
              `M${r(x)} ${r(y + cell)}A${r(cell / 2)} ${r(cell / 2)} 0 0 1 ${r(x + cell)} ${r(y + cell)}Z`,
              figure,
              t,
            )
          if (kind === 2)
            body += pathEl(
              `M${r(x)} ${r(y)}L${r(x + cell)} ${r(y)}A${r(cell)} ${r(cell)} 0 0 1 ${r(x)} ${r(y + cell)}Z`,
              figure,
              t,
            )
          if (kind === 3) {
            body += pathEl(
              `M${r(x)} ${r(y + cell / 2)}A${r(cell / 2)} ${r(cell / 2)} 0 0 1 ${r(x + cell)} ${r(y + cell / 2)}Z`,
              figure,
              t,
            )
            let second = pick(rng, colours)
            while (second === ground || second === figure) second = pick(rng, colours)
            body += circle(x + cell / 2, y + cell * 0.75, cell * 0.16, second, t)
          }
        }
      }
      return svg(w, h, '', body)
    },
  },
  {
    slug: 'bauhaus-composition',
    width: 4800,
    height: 7200,
    draw(rng, w, h) {
      const jitter = () => between(rng, -80, 80)
      let body = rect(0, 0, w, h, '#ece6da')
      body += circle(2750 + jitter(), 2500 + jitter(), 1450, '#d1372a')
      body += rect(3000 + jitter(), 3900, 1250, 1900, '#1f4e9c')
      body += pathEl(
        `M${pts([
          [700, 6300],
          [3500, 6300],
          [2100, 3700 + jitter()],
        ])}Z`,
        '#f2c230',
      )
      body += rect(860, 700, 240, 5900, '#1b1b1b')
      body += rect(860, 5000 + jitter(), 3400, 90, '#1b1b1b')
      body += rect(2300, 1150, 1900, 60, '#1b1b1b')
      body += circle(1750, 1500, 260, '#1b1b1b')
      body += circle(3900, 6500, 170, '#d1372a')
      return svg(w, h, '', body)
    },
  },
  {
    slug: 'pastel-arches',
    width: 7200,
    height: 4800,
    draw(rng, w, h) {
      const colours = ['#c96f4a', '#e2b98f', '#e8a598', '#9cae8f', '#d98c62', '#f1d3b3']
      const base = 3950
      let body = rect(0, 0, w, h, '#f3eadb')
      body += circle(5850, 1250, 360, '#e2a03f')
      const groups: Array<[number, number]> = [
        [2700, 2500],
        [5200, 1500],
      ]
      for (const [cx, outer] of groups) {
        const bands = outer > 2000 ? 6 : 4
        const step = outer / (bands + 0.6)
        for (let i = 0; i < bands; i++) {
          const radius = outer - i * step
          const colour = colours[(i + Math.floor(rng() * 2)) % colours.length]!
          body += pathEl(
            `M${r(cx - radius)} ${base}A${r(radius)} ${r(radius)} 0 0 1 ${r(cx + radius)} ${base}Z`,
            colour,
          )
        }
        body += pathEl(
          `M${r(cx - step * 0.6)} ${base}A${r(step * 0.6)} ${r(step * 0.6)} 0 0 1 ${r(cx + step * 0.6)} ${base}Z`,
          '#f3eadb',
        )
      }
      body += rect(0, base, w, h - base, '#e7d6bd')
      return svg(w, h, '', body)
    },
  },
  {
    slug: 'art-deco-fans',
    width: 9600,
    height: 4000,
    draw(_rng, w, h) {
      const radius = 600
      const gold = '#c9a45c'
      const line = stroke(gold, 16)
      let fan = circle(0, 0, radius, '#12372e', line)
      for (const k of [0.78, 0.56, 0.34]) fan += circle(0, 0, radius * k, 'none', line)
      for (let a = 200; a <= 340; a += 20) {
        const rad = (a * Math.PI) / 180
        fan += `<line x1="${r(Math.cos(rad) * radius * 0.34)}" y1="${r(Math.sin(rad) * radius * 0.34)}" x2="${r(Math.cos(rad) * radius * 0.78)}" y2="${r(Math.sin(rad) * radius * 0.78)}"${line}/>`
      }
      const defs = `<g id="fan">${fan}</g>`
      let body = rect(0, 0, w, h, '#0e2c25')
      const rowStep = radius * 0.5
      for (let row = 0; row * rowStep <= h + radius; row++) {
        const offset = row % 2 ? radius : 0
        for (let x = -radius + offset; x <= w + radius; x += radius * 2) {
          body += `<use href="#fan" x="${r(x)}" y="${r(row * rowStep)}"/>`
        }
      }
      return svg(w, h, defs, body)
    },
  },
  {
    slug: 'sun-and-moon',
    width: 7200,
    height: 4800,
    draw(rng, w, h) {
      let body = rect(0, 0, w / 2, h, '#f6c9a4') + rect(w / 2, 0, w / 2, h, '#1d2b4f')
      body += circle(w / 4, h / 2, 1050, '#e8692c')
      body += circle(w / 4, h / 2, 700, '#f08a45')
      body += crescent((w * 3) / 4 - 150, h / 2, 1050, 700, '#f3e3b5')
      for (let i = 0; i < 12; i++) {
        const x = between(rng, w / 2 + 250, w - 250)
        const y = between(rng, 300, h - 300)
        if (Math.hypot(x - ((w * 3) / 4 - 150), y - h / 2) < 1350) continue
        body += circle(x, y, between(rng, 22, 55), '#f3e3b5')
      }
      body += rect(w / 2 - 12, 0, 24, h, '#1d2b4f')
      return svg(w, h, '', body)
    },
  },
  {
    slug: 'mountains-at-dawn',
    width: 7200,
    height: 4800,
    draw(rng, w, h) {
      const defs = linear('sky', [
        [0, '#f3b7a8'],
        [0.55, '#f8d3bb'],
        [1, '#fbe9d7'],
      ])
      let body = rect(0, 0, w, h, 'url(#sky)')
      body += circle(4700, 1450, 520, '#fff4e4')
      const layers = ['#eab7b3', '#d98f9b', '#bb6b88', '#8f4b74', '#5b2f57']
      layers.forEach((colour, i) => {
        const base = 2500 + i * 480
        body += pathEl(areaBelow(ridge(rng, 0, w, base, 900 - i * 110), h), colour)
      })
      return svg(w, h, defs, body)
    },
  },
  {
    slug: 'mountains-at-dusk',
    width: 9600,
    height: 4000,
    draw(rng, w, h) {
      const defs = linear('sky', [
        [0, '#17163f'],
        [0.55, '#5b3f86'],
        [1, '#c58aaf'],
      ])
      let body = rect(0, 0, w, h, 'url(#sky)')
      body += stars(rng, 55, w, 60, 1700, '#fdf6e3', [7400, 850, 500])
      body += crescent(7400, 850, 330, 230, '#f7ecd0')
      const layers = ['#9a78b0', '#725d9b', '#51437f', '#332c61', '#1c1a40']
      layers.forEach((colour, i) => {
        const base = 2050 + i * 400
        body += pathEl(areaBelow(ridge(rng, 0, w, base, 850 - i * 120, 6), h), colour)
      })
      return svg(w, h, defs, body)
    },
  },
  {
    slug: 'snowy-peaks',
    width: 4800,
    height: 7200,
    draw(rng, w, h) {
      const defs = linear('sky', [
        [0, '#bcdcef'],
        [1, '#eef6f8'],
      ])
      let body = rect(0, 0, w, h, 'url(#sky)')
      body += circle(3550, 1450, 520, '#fff7e2')
      const peak = (cx: number, top: number, base: number, half: number, colour: string) => {
        const left: Point[] = []
        const right: Point[] = []
        for (let i = 0; i <= 6; i++) {
          const t = i / 6
          const y = top + (base - top) * t
          const wobble = i === 0 ? 0 : between(rng, -60, 60) * t
          left.push([cx - half * t + wobble, y])
          right.push([cx + half * t - wobble, y])
        }
        let out = pathEl(`M${pts([...[...left].reverse(), ...right.slice(1)])}Z`, colour)
        // The snowcap follows the peak's own edges down to a third of its height, then zigzags across.
        const [l2, r2] = [left[2]!, right[2]!]
        const rise = (base - top) * 0.09
        const zigzag: Point[] = [0.2, 0.4, 0.6, 0.8].map((f, k): Point => [
          r2[0] + (l2[0] - r2[0]) * f,
          r2[1] + (l2[1] - r2[1]) * f - (k % 2 ? 0 : rise),
        ])
        out += pathEl(
          `M${pts([left[0]!, left[1]!, l2, ...zigzag.reverse(), r2, right[1]!])}Z`,
          '#ffffff',
        )
        return out
      }
      body += peak(1300, 2500, 5200, 1900, '#9db8cf')
      body += peak(3700, 2900, 5200, 1800, '#9db8cf')
      body += peak(2500, 2000, 5400, 2300, '#6d8fb0')
      body += rect(0, 5150, w, h - 5150, '#1f4d3a')
      for (let row = 0; row < 2; row++) {
        const colour = row ? '#1f4d3a' : '#2c6049'
        for (let x = -200 + row * 150; x < w + 200; x += between(rng, 230, 330)) {
          const height = between(rng, 650, 1100) * (row ? 1.2 : 0.9)
          const baseY = 5400 + row * 500
          body += pathEl(
            `M${pts([
              [x - height * 0.28, baseY],
              [x, baseY - height],
              [x + height * 0.28, baseY],
            ])}Z`,
            colour,
          )
        }
      }
      return svg(w, h, defs, body)
    },
  },
  {
    slug: 'green-hills',
    width: 6000,
    height: 6000,
    draw(rng, w, h) {
      let body = rect(0, 0, w, h, '#f4efd9')
      body += circle(4200, 1700, 700, '#f5d76e')
      const layers = ['#c9d6a3', '#a7bf86', '#86a66b', '#6a8c55', '#4f7043']
      layers.forEach((colour, i) => {
        const base = 2900 + i * 620
        const points: Point[] = []
        const phase = rng() * Math.PI * 2
        const wave = between(rng, 1.1, 1.8)
        for (let k = 0; k <= 8; k++) {
          const x = -300 + ((w + 600) * k) / 8
          points.push([
            x,
            base - Math.sin(phase + (k / 8) * Math.PI * 2 * wave) * between(rng, 260, 480),
          ])
        }
        body += pathEl(`${smoothOpen(points)}L${w + 300} ${h}L-300 ${h}Z`, colour)
      })
      return svg(w, h, '', body)
    },
  },
  {
    slug: 'sea-waves',
    width: 7200,
    height: 4800,
    draw(rng, w, h) {
      let body = rect(0, 0, w, h, '#eaf3f2')
      body += circle(5600, 950, 420, '#f6c86b')
      const layers = ['#a5dad7', '#66b9bb', '#3a93a2', '#256e88', '#194a6d', '#0f2f4e']
      layers.forEach((colour, i) => {
        const base = 1700 + i * 520
        const length = between(rng, 900, 1300)
        const amp = 140 + i * 25
        const phase = rng() * length
        const points: Point[] = []
        for (let x = -length - phase; x <= w + length; x += length / 4) {
          const k = Math.round((x + phase) / (length / 4))
          const y = base + [0, -amp, -amp * 0.2, amp * 0.5][((k % 4) + 4) % 4]!
          points.push([x, y])
        }
        body += pathEl(
          `${smoothOpen(points)}L${w + length} ${h + 100}L${-length - phase} ${h + 100}Z`,
          colour,
          stroke('#ffffff', 34, ' stroke-opacity="0.55"'),
        )
      })
      return svg(w, h, '', body)
    },
  },
  {
    slug: 'sunset-over-the-sea',
    width: 9600,
    height: 4000,
    draw(rng, w, h) {
      const horizon = 2450
      const defs =
        linear('sky', [
          [0, '#b9477a'],
          [0.5, '#ef7a5c'],
          [1, '#fbc46a'],
        ]) +
        linear('sea', [
          [0, '#d9656b'],
          [1, '#4b2c5e'],
        ])
      let body = rect(0, 0, w, horizon, 'url(#sky)')
      body += circle(w / 2, horizon, 900, '#fde3a0')
      body += rect(0, horizon, w, h - horizon, 'url(#sea)')
      for (let i = 0; i < 14; i++) {
        const y = horizon + 70 + i * 105
        const half = (900 - i * 45) * between(rng, 0.7, 1.1)
        const dx = between(rng, -120, 120)
        body += rect(
          w / 2 - half + dx,
          y,
          half * 2,
          38 + i * 3,
          '#fde3a0',
          ` rx="20" opacity="${(0.8 - i * 0.045).toFixed(2)}"`,
        )
      }
      return svg(w, h, defs, body)
    },
  },
  {
    slug: 'moonlit-sea',
    width: 4800,
    height: 7200,
    draw(rng, w, h) {
      const horizon = 4300
      const defs =
        linear('sky', [
          [0, '#081230'],
          [1, '#1f3460'],
        ]) +
        linear('sea', [
          [0, '#13284d'],
          [1, '#070f24'],
        ])
      let body = rect(0, 0, w, horizon, 'url(#sky)')
      body += stars(rng, 70, w, 80, horizon - 400, '#f4efd6', [w / 2, 2000, 800])
      body += circle(w / 2, 2000, 560, '#f4efd6')
      body += circle(w / 2 + 160, 1900, 110, '#e4dcbd')
      body += circle(w / 2 - 180, 2180, 70, '#e4dcbd')
      body += rect(0, horizon, w, h - horizon, 'url(#sea)')
      for (let i = 0; i < 22; i++) {
        const y = horizon + 60 + i * 125
        const half = (160 + i * 32) * between(rng, 0.6, 1.2)
        body += rect(
          w / 2 - half + between(rng, -90, 90),
          y,
          half * 2,
          26 + i,
          '#f4efd6',
          ` rx="14" opacity="${(0.75 - i * 0.028).toFixed(2)}"`,
        )
      }
      for (let i = 0; i < 10; i++) {
        const y = horizon + 300 + i * 270
        const x = between(rng, -200, w - 600)
        body += pathEl(
          `M${r(x)} ${r(y)}q200 -90 400 0t400 0`,
          'none',
          stroke('#2e4b7c', 16, ' opacity="0.7"'),
        )
      }
      return svg(w, h, defs, body)
    },
  },
  {
    slug: 'sailing-boat',
    width: 6000,
    height: 6000,
    draw(rng, w, h) {
      const horizon = 3600
      const defs = linear('sky', [
        [0, '#f3d3c9'],
        [1, '#f8ebe2'],
      ])
      let body = rect(0, 0, w, horizon, 'url(#sky)')
      body += circle(4300, 1750, 650, '#f6b79b')
      const bands = ['#bcd9e3', '#a6cbda', '#8fbacf', '#7aa8c3', '#6896b5']
      bands.forEach((colour, i) => {
        body += rect(0, horizon + i * 480, w, h - horizon - i * 480, colour)
      })
      for (let i = 0; i < 12; i++) {
        const y = between(rng, horizon + 200, h - 200)
        const x = between(rng, 200, w - 900)
        body += rect(x, y, between(rng, 300, 700), 26, '#ffffff', ' rx="13" opacity="0.5"')
      }
      const bx = 2300
      const by = horizon + 260
      body += pathEl(
        `M${pts([
          [bx - 700, by - 160],
          [bx + 760, by - 160],
          [bx + 520, by + 130],
          [bx - 520, by + 130],
        ])}Z`,
        '#2e4a62',
      )
      body += rect(bx - 20, by - 2250, 40, 2100, '#2e4a62')
      body += pathEl(
        `M${pts([
          [bx + 40, by - 2200],
          [bx + 40, by - 300],
          [bx + 900, by - 300],
        ])}Z`,
        '#fffaf2',
      )
      body += pathEl(
        `M${pts([
          [bx - 40, by - 1900],
          [bx - 40, by - 300],
          [bx - 720, by - 300],
        ])}Z`,
        '#f2c9b8',
      )
      return svg(w, h, defs, body)
    },
  },
  {
    slug: 'sunrise-gradient',
    width: 4800,
    height: 7200,
    draw(_rng, w, h) {
      const defs =
        linear('sky', [
          [0, '#3b1f5c'],
          [0.3, '#8e3b78'],
          [0.58, '#e0606e'],
          [0.8, '#f79a5a'],
          [1, '#fcd38b'],
        ]) +
        radial('sun', [
          [0, '#fff3d6', 0.95],
          [0.6, '#fde0a8', 0.55],
          [1, '#fcd38b', 0],
        ])
      let body = rect(0, 0, w, h, 'url(#sky)')
      body += circle(w / 2, 4700, 2100, 'url(#sun)')
      body += circle(w / 2, 4700, 900, '#fff0cf', ' opacity="0.85"')
      return svg(w, h, defs, body)
    },
  },
  {
    slug: 'ocean-gradient',
    width: 7200,
    height: 4800,
    draw(rng, w, h) {
      const defs =
        linear(
          'sea',
          [
            [0, '#47c6c0'],
            [0.5, '#1b74aa'],
            [1, '#0c2d66'],
          ],
          [0, 0, 1, 1],
        ) +
        linear(
          'band',
          [
            [0, '#ffffff', 0],
            [0.5, '#ffffff', 0.22],
            [1, '#ffffff', 0],
          ],
          [0, 0, 1, 0],
        )
      let body = rect(0, 0, w, h, 'url(#sea)')
      for (let i = 0; i < 5; i++) {
        const x = -1500 + i * 1900 + between(rng, -250, 250)
        const width = between(rng, 500, 1100)
        body += pathEl(
          `M${pts([
            [x, h],
            [x + width, h],
            [x + width + 3600, 0],
            [x + 3600, 0],
          ])}Z`,
          'url(#band)',
        )
      }
      return svg(w, h, defs, body)
    },
  },
  {
    slug: 'aurora',
    width: 9600,
    height: 4000,
    draw(rng, w, h) {
      const defs =
        linear('night', [
          [0, '#030917'],
          [1, '#0c2140'],
        ]) +
        linear('green', [
          [0, '#3ef0a4', 0],
          [0.55, '#3ef0a4', 0.75],
          [1, '#3ef0a4', 0],
        ]) +
        linear('violet', [
          [0, '#a56cf2', 0],
          [0.5, '#a56cf2', 0.6],
          [1, '#a56cf2', 0],
        ])
      let body = rect(0, 0, w, h, 'url(#night)')
      body += stars(rng, 60, w, 40, 3000, '#e8f1ff')
      const ribbon = (fill: string, base: number, thickness: number) => {
        const top: Point[] = []
        const phase = rng() * 10
        for (let k = 0; k <= 10; k++) {
          const x = ((w + 800) * k) / 10 - 400
          top.push([x, base + Math.sin(phase + k * 0.9) * 420 + between(rng, -120, 120)])
        }
        const bottom = top
          .map(([x, y]): Point => [x, y + thickness * between(rng, 0.7, 1.2)])
          .reverse()
        return pathEl(`${smoothOpen(top)}L${pts(bottom)}Z`, fill)
      }
      body += ribbon('url(#violet)', 500, 1300)
      body += ribbon('url(#green)', 900, 1500)
      body += ribbon('url(#green)', 1500, 1100)
      body += pathEl(areaBelow(ridge(rng, 0, w, 3500, 380, 6, 0.5), h), '#020611')
      return svg(w, h, defs, body)
    },
  },
  {
    slug: 'pastel-blobs',
    width: 6000,
    height: 6000,
    draw(rng, w, h) {
      const fills: Array<[string, string]> = [
        ['#f8c3a6', '#f39b86'],
        ['#d3c1ea', '#a88fd1'],
        ['#c6ead8', '#8fcfb4'],
        ['#f9e6a8', '#f2c96c'],
        ['#c3daf2', '#8db6e3'],
      ]
      let defs = ''
      fills.forEach(([a, b], i) => {
        defs += linear(
          `b${i}`,
          [
            [0, a],
            [1, b],
          ],
          [0, 0, 1, 1],
        )
      })
      let body = rect(0, 0, w, h, '#f6efe6')
      const centres: Point[] = [
        [1900, 1800],
        [4200, 2300],
        [2300, 4200],
        [4300, 4500],
        [3100, 3000],
      ]
      centres.forEach(([cx, cy], i) => {
        const radius = between(rng, 900, 1350)
        const points: Point[] = []
        for (let k = 0; k < 8; k++) {
          const a = (k / 8) * Math.PI * 2
          const rr = radius * between(rng, 0.75, 1.15)
          points.push([cx + Math.cos(a) * rr, cy + Math.sin(a) * rr])
        }
        body += pathEl(smoothClosed(points), `url(#b${i})`, ' opacity="0.92"')
      })
      return svg(w, h, defs, body)
    },
  },
  {
    slug: 'colour-fields-red',
    width: 7200,
    height: 4800,
    draw(_rng, w, h) {
      const defs =
        linear('f0', [
          [0, '#c0313a'],
          [1, '#a51f2b'],
        ]) +
        linear('f1', [
          [0, '#6e1424'],
          [1, '#5a0f1d'],
        ]) +
        linear('f2', [
          [0, '#e36a2e'],
          [1, '#cf4f25'],
        ])
      let body = rect(0, 0, w, h, '#2a0f12')
      body += rect(600, 420, w - 1200, 1650, 'url(#f0)', ' rx="90" opacity="0.95"')
      body += rect(600, 2220, w - 1200, 900, 'url(#f1)', ' rx="90" opacity="0.95"')
      body += rect(600, 3270, w - 1200, 1110, 'url(#f2)', ' rx="90" opacity="0.95"')
      return svg(w, h, defs, body)
    },
  },
  {
    slug: 'one-line-mountains',
    width: 7200,
    height: 4800,
    draw(rng, w, h) {
      const ink = stroke('#2b2b2b', 22)
      let body = rect(0, 0, w, h, '#f4eee2')
      body += circle(4900, 1500, 420, 'none', ink)
      const line: Point[] = [[700, 3500]]
      const peaks: Array<[number, number]> = [
        [1500, 2300],
        [2300, 2900],
        [3300, 1500],
        [4200, 2600],
        [5000, 2100],
        [5900, 3000],
      ]
      for (const [x, y] of peaks) line.push([x + between(rng, -60, 60), y + between(rng, -60, 60)])
      line.push([6500, 3500])
      body += pathEl(`M${pts(line)}`, 'none', ink)
      body += pathEl(
        `M${pts([
          [3300, 1500],
          [3050, 2200],
          [3250, 2450],
          [2950, 3100],
        ])}`,
        'none',
        stroke('#2b2b2b', 14),
      )
      body += pathEl(
        `M${pts([
          [700, 3500],
          [6500, 3500],
        ])}`,
        'none',
        ink,
      )
      return svg(w, h, '', body)
    },
  },
  {
    slug: 'wavy-lines',
    width: 9600,
    height: 4000,
    draw(rng, w, h) {
      let body = rect(0, 0, w, h, '#efe3cc')
      const lines = 24
      for (let i = 0; i < lines; i++) {
        const y = 500 + (i * (h - 1000)) / (lines - 1)
        const length = 800
        const amp = 60 + 110 * Math.sin((i / (lines - 1)) * Math.PI) + between(rng, -15, 15)
        const phase = (i * 90) % length
        let d = `M${-length + phase} ${r(y)}q${length / 4} ${r(-amp)} ${length / 2} 0`
        for (let x = -length + phase + length / 2; x < w + length; x += length / 2)
          d += `t${length / 2} 0`
        body += pathEl(d, 'none', stroke('#1f3554', 14))
      }
      return svg(w, h, '', body)
    },
  },
  {
    slug: 'gold-line-sun-and-moon',
    width: 6000,
    height: 6000,
    draw(rng, w, h) {
      const gold = stroke('#d4b06a', 20)
      let body = rect(0, 0, w, h, '#16223d')
      const [sx, sy, sr] = [2300, 2400, 780]
      body += circle(sx, sy, sr, 'none', gold)
      body += circle(sx, sy, sr * 0.72, 'none', stroke('#d4b06a', 12))
      for (let i = 0; i < 16; i++) {
        const a = (i / 16) * Math.PI * 2
        const inner = sr + 150
        const outer = sr + (i % 2 ? 360 : 560)
        body += `<line x1="${r(sx + Math.cos(a) * inner)}" y1="${r(sy + Math.sin(a) * inner)}" x2="${r(sx + Math.cos(a) * outer)}" y2="${r(sy + Math.sin(a) * outer)}"${gold}/>`
      }
      const [mx, my, mr] = [4100, 4000, 700]
      body += pathEl(
        `M${mx} ${my - mr}A${mr} ${mr} 0 1 0 ${mx} ${my + mr}A${r(mr * 0.8)} ${mr} 0 1 1 ${mx} ${my - mr}Z`,
        'none',
        gold,
      )
      for (let i = 0; i < 7; i++) {
        const x = between(rng, 600, w - 600)
        const y = between(rng, 600, h - 600)
        if (Math.hypot(x - sx, y - sy) < sr + 800 || Math.hypot(x - mx, y - my) < mr + 400) continue
        const s = between(rng, 60, 120)
        body += pathEl(
          `M${r(x - s)} ${r(y)}H${r(x + s)}M${r(x)} ${r(y - s)}V${r(y + s)}`,
          'none',
          stroke('#d4b06a', 12),
        )
      }
      return svg(w, h, '', body)
    },
  },
  {
    slug: 'botanical-line',
    width: 4800,
    height: 7200,
    draw(rng, w, h) {
      const ink = stroke('#2f4a3a', 16)
      let body = rect(0, 0, w, h, '#f3efe4')
      const stem: Point[] = [
        [2350, 6500],
        [2300, 5200],
        [2450, 3800],
        [2400, 2500],
        [2550, 1100],
      ]
      body += pathEl(smoothOpen(stem), 'none', ink)
      for (let i = 0; i < 9; i++) {
        const t = 0.12 + i * 0.095
        const y = 6500 - t * 5400
        const x = 2350 + Math.sin(t * 5) * 90
        const side = i % 2 ? 1 : -1
        const length = (1 - t * 0.55) * between(rng, 950, 1150)
        const angle = (side > 0 ? -35 : -145) * (Math.PI / 180)
        const tip: Point = [x + Math.cos(angle) * length, y + Math.sin(angle) * length]
        const nx = -Math.sin(angle) * length * 0.26
        const ny = Math.cos(angle) * length * 0.26
        const mid: Point = [(x + tip[0]) / 2, (y + tip[1]) / 2]
        body += pathEl(
          `M${r(x)} ${r(y)}Q${r(mid[0] + nx)} ${r(mid[1] + ny)} ${r(tip[0])} ${r(tip[1])}Q${r(mid[0] - nx)} ${r(mid[1] - ny)} ${r(x)} ${r(y)}Z`,
          'none',
          ink,
        )
        body += pathEl(
          `M${r(x)} ${r(y)}L${r(mid[0] + (tip[0] - mid[0]) * 0.6)} ${r(mid[1] + (tip[1] - mid[1]) * 0.6)}`,
          'none',
          stroke('#2f4a3a', 10),
        )
      }
      return svg(w, h, '', body)
    },
  },
  {
    slug: 'contour-lines',
    width: 4800,
    height: 7200,
    draw(rng, w, h) {
      let body = rect(0, 0, w, h, '#1f2326')
      const waves = Array.from(
        { length: 3 },
        () => [between(rng, 0, Math.PI * 2), between(rng, 0.05, 0.12)] as const,
      )
      const centres: Array<[number, number, number]> = [
        [1700, 2300, 10],
        [3300, 5200, 8],
      ]
      for (const [cx, cy, levels] of centres) {
        for (let level = 1; level <= levels; level++) {
          const radius = level * 230
          const points: Point[] = []
          for (let k = 0; k < 15; k++) {
            const a = (k / 15) * Math.PI * 2
            let rr = radius
            waves.forEach(([phase, amount], j) => {
              rr += radius * amount * Math.sin(a * (j + 2) + phase + level * 0.08)
            })
            points.push([cx + Math.cos(a) * rr * 1.1, cy + Math.sin(a) * rr])
          }
          body += pathEl(
            smoothClosed(points),
            'none',
            stroke('#d9d4c7', level % 5 === 0 ? 16 : 9, ' opacity="0.85"'),
          )
        }
      }
      return svg(w, h, '', body)
    },
  },
]

// ---------------------------------------------------------------------------------------------

async function main() {
  const check = process.argv.includes('--check')
  fs.mkdirSync(OUT_DIR, { recursive: true })
  for (const item of illustrations) {
    const file = path.join(OUT_DIR, `${item.slug}.svg`)
    const content = item.draw(rngFor(item.slug), item.width, item.height)
    fs.writeFileSync(file, content)
    let note = ''
    if (check) {
      const png = await sharp(file).resize(800).png().toBuffer()
      note = `, renders (${png.length} B preview)`
    }
    console.log(
      `${path.relative(process.cwd(), file)}: ${item.width}x${item.height}, ${content.length} B${note}`,
    )
  }
}

await main()
