import net from 'node:net'
import type { AddressInfo } from 'node:net'
import { after } from 'node:test'

/**
 * A mail server that accepts everything and keeps each message's raw text: enough SMTP for
 * nodemailer to deliver to it, so that the outbox's "sent" path runs for real. `delayMs` makes it
 * take that long to accept each message, like a slow mail server.
 */
export async function fakeSmtp({ delayMs = 0 } = {}) {
  const received: string[] = []
  const server = net.createServer((socket) => {
    let buffer = ''
    let data: string | null = null
    socket.write('220 fake ESMTP\r\n')
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8')
      let end: number
      while ((end = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, end)
        buffer = buffer.slice(end + 2)
        if (data !== null) {
          if (line === '.') {
            const message = data
            data = null
            setTimeout(() => {
              received.push(message)
              socket.write('250 queued\r\n')
            }, delayMs)
          } else data += `${line}\n`
          continue
        }
        const command = line.slice(0, 4).toUpperCase()
        if (command === 'EHLO') socket.write('250-fake\r\n250 8BITMIME\r\n')
        else if (command === 'DATA') {
          data = ''
          socket.write('354 go ahead\r\n')
        } else if (command === 'QUIT') socket.end('221 bye\r\n')
        else socket.write('250 ok\r\n')
      }
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  after(() => new Promise<void>((resolve) => server.close(() => resolve())))
  const { port } = server.address() as AddressInfo
  return { url: `smtp://127.0.0.1:${port}`, received }
}
