import { describe, expect, it } from '@jest/globals';
import { connect } from 'node:net';
import { sinkClockMs, startSmtpSink as startBenchSink } from '../../bench/lib/smtp-sink.mjs';
import { startSmtpServer, type SinkMessage } from './smtp-sink.mjs';

/** The test stacks' one SMTP sink (issue 42): what it hands over, when it accepts, and the bench's worker over it. */

/** Sends one message over plain SMTP; answers the server's reply to the end of DATA (e.g. "250 OK: message queued"). */
function sendMail(port: number, from: string, to: string, message: string): Promise<string> {
  const steps = ['EHLO proof.test', `MAIL FROM:<${from}>`, `RCPT TO:<${to}>`, 'DATA', `${message}\r\n.`, 'QUIT'];
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let buffered = '';
    let sent = 0;
    let dataReply = '';
    socket.setEncoding('utf8');
    socket.on('error', reject);
    socket.on('close', () => resolve(dataReply));
    socket.on('data', (chunk: string) => {
      buffered += chunk;
      // A reply is complete at a line "NNN text" (a dash after the code continues it).
      for (let end = buffered.search(/^\d{3} .*\r\n/m); end !== -1; end = buffered.search(/^\d{3} .*\r\n/m)) {
        const line = /^\d{3} .*\r\n/m.exec(buffered)!;
        buffered = buffered.slice(end + line[0].length);
        if (sent === 5) dataReply = line[0].trim();
        if (sent < steps.length) socket.write(`${steps[sent++]}\r\n`);
      }
    });
  });
}

const MESSAGE = 'From: clinic@vetnow.test\r\nTo: owner@vetnow.test\r\nSubject: =?UTF-8?B?w4lx?= visit\r\nMessage-ID: <m1@vetnow.test>\r\n\r\nHello';

describe('startSmtpServer', () => {
  it('hands each message over whole, with its envelope, and accepts it once onMessage has returned', async () => {
    const seen: SinkMessage[] = [];
    const sink = await startSmtpServer({ onMessage: (m) => void seen.push(m) });
    try {
      expect(sink.url).toBe(`smtp://127.0.0.1:${sink.port}`);
      const reply = await sendMail(sink.port, 'clinic@vetnow.test', 'owner@vetnow.test', MESSAGE);
      expect(reply).toMatch(/^250 /);
      expect(seen.map((m) => ({ from: m.from, to: m.to, raw: m.raw.toString('utf8') }))).toEqual([
        { from: 'clinic@vetnow.test', to: ['owner@vetnow.test'], raw: `${MESSAGE}\r\n` },
      ]);
    } finally {
      await sink.close();
    }
  });

  it('refuses the message when onMessage rejects (a parser refusing it)', async () => {
    const sink = await startSmtpServer({ onMessage: () => Promise.reject(new Error('unparseable')) });
    try {
      const reply = await sendMail(sink.port, 'clinic@vetnow.test', 'owner@vetnow.test', MESSAGE);
      expect(reply).toMatch(/^[45]\d\d .*unparseable/);
    } finally {
      await sink.close();
    }
  });
});

describe("the bench's sink (bench/lib/smtp-sink.mjs): the same server in a worker thread", () => {
  it('stamps each message with its envelope, decoded subject and Message-ID', async () => {
    const sink = await startBenchSink();
    try {
      await sendMail(sink.port, 'clinic@vetnow.test', 'owner@vetnow.test', MESSAGE);
      const mail = await sink.waitFor((m) => m.to.includes('owner@vetnow.test'), sinkClockMs() + 10_000);
      expect(mail).toMatchObject({ from: 'clinic@vetnow.test', subject: 'Éq visit', messageId: '<m1@vetnow.test>' });
      expect(mail!.greetingPauseMs).toBeGreaterThanOrEqual(0);
    } finally {
      await sink.close();
    }
  });
});
