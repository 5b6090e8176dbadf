/** Every render slot is busy and the waiting line is full: the caller should come back later. */
export class RenderQueueFull extends Error {
  constructor() {
    super('The render queue is full')
  }
}

/**
 * Renders are CPU-heavy (an AVIF at 3840 px takes seconds), so at most `concurrency` run at once and
 * at most `maxWaiting` wait behind them; beyond that `run` refuses at once rather than let requests
 * pile up. A rendition asked for again while it waits or renders joins that one render.
 */
export class RenderQueue {
  private running = 0
  private readonly waiting: (() => void)[] = []
  private readonly pending = new Map<string, Promise<unknown>>()

  constructor(
    readonly concurrency: number,
    readonly maxWaiting: number,
  ) {}

  /** Runs `task` for `key` when a slot is free; throws RenderQueueFull when it cannot wait. */
  run<T>(key: string, task: () => Promise<T>): Promise<T> {
    const pending = this.pending.get(key)
    if (pending) return pending as Promise<T>
    if (this.running >= this.concurrency && this.waiting.length >= this.maxWaiting)
      throw new RenderQueueFull()
    const work = (async () => {
      await this.acquire()
      try {
        return await task()
      } finally {
        this.release()
      }
    })().finally(() => this.pending.delete(key))
    this.pending.set(key, work)
    return work
  }

  /** Counts are taken synchronously, so the next `run` already sees this one. */
  private acquire(): Promise<void> | void {
    if (this.running < this.concurrency) {
      this.running++
      return
    }
    return new Promise((resolve) => this.waiting.push(resolve))
  }

  /** A finished render hands its slot straight to the first waiting one. */
  private release(): void {
    const next = this.waiting.shift()
    if (next) next()
    else this.running--
  }
}
