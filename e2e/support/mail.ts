import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from '@playwright/test';
import type { ReceivedMail } from '../../apps/server/src/test/smtp-sink.ts';
import { MAIL_DIR } from '../playwright.config.ts';

/** Every mail the e2e SMTP sink has received so far, oldest first. */
export function receivedMails(): ReceivedMail[] {
  const files = readdirSync(MAIL_DIR)
    .filter((file) => file.endsWith('.json'))
    .sort();
  return files.map((file) => JSON.parse(readFileSync(join(MAIL_DIR, file), 'utf8')) as ReceivedMail);
}

/** Waits (the server's job worker delivers within seconds) for the one mail to `to` whose subject contains `subject`. */
export async function receivedMail(to: string, subject: string): Promise<ReceivedMail> {
  const find = () => receivedMails().filter((mail) => mail.to.includes(to) && mail.subject.includes(subject));
  await expect.poll(() => find().length, { timeout: 15_000 }).toBe(1);
  return find()[0] as ReceivedMail;
}
