// Invitation emails in browser tests: the functions on the emulators send them over SMTP to
// 127.0.0.1:2525 (functions/.env.demo-village-education), where a test starts the local capture
// server of scripts/smtp-capture.mjs (the one `npm start` runs). While none listens there, sending
// fails and the invitation records why.
import { expect } from '@playwright/test';
import {
  holdSmtpPort,
  startSmtpCapture,
  type CapturedMessage,
} from '../../../scripts/smtp-capture.mjs';

export { holdSmtpPort };

export type MailCapture = Awaited<ReturnType<typeof startSmtpCapture>>;

export async function startMailCapture(): Promise<MailCapture> {
  return startSmtpCapture();
}

/** The message sent to `to`, once it has arrived (the functions send within seconds). */
export async function mailTo(capture: MailCapture, to: string): Promise<CapturedMessage> {
  await expect
    .poll(() => capture.messages.filter((message) => message.to.includes(to)).length, {
      message: `an email to ${to}`,
      timeout: 90_000,
    })
    .toBeGreaterThan(0);
  return capture.messages.findLast((message) => message.to.includes(to))!;
}
