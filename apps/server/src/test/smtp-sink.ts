import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

// A real SMTP server on 127.0.0.1 that keeps what it receives: the mail tests, the e2e server (e2e/support/
// smtp-sink-server.ts) and the reminder bench deliver to it. It can refuse the next deliveries to test retries.

export interface ReceivedMail {
  from: string;
  to: string[];
  /** Decoded from RFC 2047 words. */
  subject: string;
  /** The message after its headers, quoted-printable undone enough to read links and texts. */
  body: string;
  /** The whole message as it came in (headers, MIME parts, base64 attachments). */
  raw: string;
}

export interface SmtpSink {
  port: number;
  received: ReceivedMail[];
  /** Answer 451 (try later) to this many next deliveries. */
  state: { refuse: number };
  close(): Promise<void>;
}

/** RFC 2047 encoded words ("=?utf-8?B?...?=") read back as text. */
function decodeMimeWords(text: string): string {
  return text.replace(/=\?utf-8\?([BQ])\?([^?]*)\?=\s*/gi, (_m, kind: string, encoded: string) =>
    kind.toUpperCase() === 'B'
      ? Buffer.from(encoded, 'base64').toString('utf8')
      : Buffer.from(
          encoded
            .replace(/_/g, ' ')
            .replace(/=([0-9A-F]{2})/gi, (_h, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
          'latin1',
        ).toString('utf8'),
  );
}

function parse(raw: string, from: string, to: string[]): ReceivedMail {
  const split = raw.indexOf('\r\n\r\n');
  const headers = split < 0 ? raw : raw.slice(0, split);
  const subject = /^Subject: (.*(?:\r\n[ \t].*)*)$/m.exec(headers)?.[1]?.replace(/\r\n[ \t]/g, ' ') ?? '';
  const body = (split < 0 ? '' : raw.slice(split + 4))
    .replace(/=\r\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return { from, to, subject: decodeMimeWords(subject).trim(), body, raw };
}

export async function startSmtpSink(
  options: {
    port?: number;
    onMail?: (mail: ReceivedMail) => void;
    /** Advertise STARTTLS (self-signed), as most real servers do; the client must then be told to skip it. */
    starttls?: boolean;
  } = {},
): Promise<SmtpSink> {
  const received: ReceivedMail[] = [];
  const state = { refuse: 0 };
  const server = new SMTPServer({
    authOptional: true,
    // Plain SMTP on loopback by default: nodemailer would otherwise try STARTTLS with the self-signed certificate.
    disabledCommands: options.starttls ? [] : ['STARTTLS'],
    logger: false,
    closeTimeout: 1000,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (state.refuse > 0) {
          state.refuse--;
          callback(Object.assign(new Error('Mailbox temporarily unavailable'), { responseCode: 451 }));
          return;
        }
        const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
        const mail = parse(
          Buffer.concat(chunks).toString('utf8'),
          from,
          session.envelope.rcptTo.map((r) => r.address),
        );
        received.push(mail);
        options.onMail?.(mail);
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  return {
    port: (server.server.address() as AddressInfo).port,
    received,
    state,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
