import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { startSmtpSink } from '../../apps/server/src/test/smtp-sink.ts';

// The e2e server's SMTP server (playwright.config.ts starts it before the app): every mail it receives is written to
// E2E_MAIL_DIR as <n>.json (from, to, subject, body, raw), where e2e/support/mail.ts reads it.

const dir = process.env.E2E_MAIL_DIR ?? '.tmp/e2e-mail';
rmSync(dir, { recursive: true, force: true });
mkdirSync(dir, { recursive: true });
let count = 0;
const sink = await startSmtpSink({
  port: Number(process.env.E2E_SMTP_PORT ?? 3198),
  onMail: (mail) => writeFileSync(join(dir, `${String(++count).padStart(5, '0')}.json`), JSON.stringify(mail)),
});
console.log(`e2e SMTP sink on 127.0.0.1:${sink.port}, mails in ${dir}`);
