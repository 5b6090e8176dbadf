import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { RenderQueue, RenderQueueFull } from '../../../src/media/render-queue.js'

/** A render that finishes when the test says so, counting how often it was started. */
function controlledRender() {
  let finish!: (value: string) => void
  const render = {
    started: 0,
    task: () => {
      render.started++
      return new Promise<string>((resolve) => (finish = resolve))
    },
    finish: (value: string) => finish(value),
  }
  return render
}

const settle = () => new Promise((resolve) => setImmediate(resolve))

describe('RenderQueue', () => {
  it('runs at most `concurrency` renders, lets `maxWaiting` wait and refuses the next one', async () => {
    const queue = new RenderQueue(1, 1)
    const first = controlledRender()
    const second = controlledRender()
    const running = queue.run('1/a/640.jpg', first.task)
    const waiting = queue.run('1/a/750.jpg', second.task)
    await settle()
    assert.equal(first.started, 1)
    assert.equal(second.started, 0, 'the second waits for the only slot')
    assert.throws(() => queue.run('1/a/828.jpg', async () => 'never'), RenderQueueFull)

    first.finish('first')
    assert.equal(await running, 'first')
    await settle()
    assert.equal(second.started, 1, 'the freed slot goes to the waiting render')
    second.finish('second')
    assert.equal(await waiting, 'second')
    assert.equal(await queue.run('1/a/828.jpg', async () => 'now'), 'now')
  })

  it('renders a rendition asked for twice at the same time once, even when the queue is full', async () => {
    const queue = new RenderQueue(1, 0)
    const render = controlledRender()
    const one = queue.run('7/b/1080.avif', render.task)
    const other = queue.run('7/b/1080.avif', render.task)
    await settle()
    render.finish('picture')
    assert.deepEqual(await Promise.all([one, other]), ['picture', 'picture'])
    assert.equal(render.started, 1)
  })

  it('frees the slot when a render fails', async () => {
    const queue = new RenderQueue(1, 0)
    await assert.rejects(
      queue.run('1/a/640.jpg', async () => {
        throw new Error('broken file')
      }),
      /broken file/,
    )
    assert.equal(await queue.run('1/a/640.jpg', async () => 'again'), 'again')
  })
})
