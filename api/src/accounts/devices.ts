/**
 * A browser and a system named from a user agent, for the shopper's list of signed-in devices: "Chrome,
 * Windows". Only the families a shopper would recognise; anything else is left unnamed (null).
 */
export function describeUserAgent(agent: string | null): {
  browser: string | null
  system: string | null
} {
  if (!agent) return { browser: null, system: null }
  return { browser: browserOf(agent), system: systemOf(agent) }
}

// Order matters: Edge and Opera say "Chrome" too, Chrome says "Safari".
const BROWSERS: [RegExp, string][] = [
  [/\bEdg(e|A|iOS)?\//, 'Edge'],
  [/\b(OPR|Opera)\//, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\b(Firefox|FxiOS)\//, 'Firefox'],
  [/\b(Chrome|CriOS|Chromium)\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
]

// iPhones and iPads say "like Mac OS X"; Android says "Linux".
const SYSTEMS: [RegExp, string][] = [
  [/\b(iPhone|iPad|iPod)\b/, 'iOS'],
  [/\bAndroid\b/, 'Android'],
  [/\bWindows\b/, 'Windows'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\b(Macintosh|Mac OS X)\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
]

const browserOf = (agent: string) => BROWSERS.find(([pattern]) => pattern.test(agent))?.[1] ?? null
const systemOf = (agent: string) => SYSTEMS.find(([pattern]) => pattern.test(agent))?.[1] ?? null
