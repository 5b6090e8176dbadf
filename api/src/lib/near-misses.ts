/** The fewest single-letter insertions, deletions and substitutions that turn `a` into `b`. */
export function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j)
  for (let i = 1; i <= a.length; i++) {
    const current = [i]
    for (let j = 1; j <= b.length; j++)
      current[j] = Math.min(
        previous[j]! + 1,
        current[j - 1]! + 1,
        previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1),
      )
    previous = current
  }
  return previous[b.length]!
}

/**
 * The candidates a mistyped word was probably meant to be, nearest first: those within a third of
 * its length in edits (at least one, at most three), or that hold it or are held by it (`hory` for
 * `hory-a-skaly`).
 */
export function nearMisses(word: string, candidates: readonly string[], most = 3): string[] {
  const typed = word.toLowerCase()
  const allowed = Math.min(3, Math.max(1, Math.floor(typed.length / 3)))
  return candidates
    .map((candidate) => ({ candidate, distance: editDistance(typed, candidate.toLowerCase()) }))
    .filter(
      ({ candidate, distance }) =>
        distance <= allowed ||
        (typed.length >= 3 && (candidate.includes(typed) || typed.includes(candidate))),
    )
    .sort((a, b) => a.distance - b.distance || a.candidate.localeCompare(b.candidate))
    .slice(0, most)
    .map(({ candidate }) => candidate)
}
