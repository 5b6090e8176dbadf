import assert from 'node:assert/strict'
import net from 'node:net'
import { after, describe, it } from 'node:test'
import { eq } from 'drizzle-orm'
import { outbox } from '../../src/db/schema.js'
import { issueInvoice } from '../../src/invoices/issue.js'
import { sendTaxDocumentMails } from '../../src/orders/tax-document-mails.js'
import { build } from '../helper.js'
import { insertOrder } from '../orders/fixtures.js'
import { pdfPages } from './pdf-text.js'

/**
 * A mail server that takes every message and keeps it (just enough SMTP for nodemailer): what the
 * shop's mailer really sends, attachments included.
 */
function smtpServer() {
  const messages: string[] = []
  const server = net.createServer((socket) => {
    let buffer = ''
    let data: string | null = null
    socket.write('220 test ESMTP\r\n')
    socket.on('data', (chunk) => {
      buffer += chunk.toString('latin1')
      for (;;) {
        if (data !== null) {
          const end = buffer.indexOf('\r\n.\r\n')
          if (end < 0) return
          messages.push(data + buffer.slice(0, end))
          buffer = buffer.slice(end + 5)
          data = null
          socket.write('250 queued\r\n')
          continue
        }
        const line = buffer.indexOf('\r\n')
        if (line < 0) return
        const command = buffer.slice(0, line).toUpperCase()
        buffer = buffer.slice(line + 2)
        if (command.startsWith('EHLO') || command.startsWith('HELO')) socket.write('250 test\r\n')
        else if (command === 'DATA') {
          data = ''
          socket.write('354 go on\r\n')
        } else if (command === 'QUIT') socket.end('221 bye\r\n')
        else socket.write('250 ok\r\n')
      }
    })
  })
  return { server, messages }
}

const { server, messages } = smtpServer()
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
const { port } = server.address() as net.AddressInfo
const testApp = await build({ smtpUrl: `smtp://127.0.0.1:${port}` })
const db = testApp.database.db
after(() => server.close())

describe('the tax document sent over SMTP', () => {
  it('goes as a PDF attachment under its number, rendered when the mail is sent', async () => {
    const order = await insertOrder(db, {
      paymentMethod: 'card',
      status: 'paid',
      paidAt: new Date(),
    })
    const issued = await issueInvoice(db, testApp.config, order.id)
    assert.equal(issued.status, 'issued')
    if (issued.status !== 'issued') return
    assert.equal(await sendTaxDocumentMails(testApp.app, [issued.number]), 1)

    assert.equal(messages.length, 1)
    const message = messages[0]!
    assert.match(message, /Content-Type: application\/pdf; name=(")?[\d-]+\.pdf/)
    assert.match(message, new RegExp(`filename=(")?${issued.number}\\.pdf`))
    const base64 =
      /Content-Transfer-Encoding: base64\r\n(?:[^\r\n]+\r\n)*\r\n([A-Za-z0-9+/=\r\n]+)/.exec(
        message.slice(message.indexOf('application/pdf')),
      )?.[1]
    const pdf = Buffer.from(base64!.replace(/\r\n/g, ''), 'base64')
    assert.equal(pdf.subarray(0, 5).toString(), '%PDF-')
    assert.match((await pdfPages(pdf))[0]!, new RegExp(issued.number))

    // Sent: the outbox keeps the record and which document went, not the body.
    const [row] = await db.select().from(outbox).where(eq(outbox.to, order.email!))
    assert.ok(row?.sentAt)
    assert.deepEqual(row.invoiceIds, [issued.id])
  })
})
