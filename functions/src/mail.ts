// Invitation emails: the message (pure), the accept link, and sending it over SMTP with nodemailer.
import { createTransport } from 'nodemailer';
import { ROLE_LABELS, type Role } from '@village/model/roles';

export interface MailMessage {
  subject: string;
  text: string;
  html: string;
}

/** The outbox document of the Trigger Email extension: mail/{id}. */
export interface OutboxMail {
  to: string;
  message: MailMessage;
}

export interface SmtpConfig {
  host: string;
  port: number;
  secure: boolean;
  user: string;
  pass: string;
  from: string;
}

/** The app's organization selection, opened with the invitation of `orgId`. */
export function invitationLink(appUrl: string, orgId: string): string {
  const base = appUrl.endsWith('/') ? appUrl : `${appUrl}/`;
  return `${base}organization-selection?invitation=${encodeURIComponent(orgId)}`;
}

function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

export interface InvitationMailInput {
  orgName: string;
  role: Role;
  inviterName: string;
  link: string;
  expiresAt: Date;
}

export function invitationMessage(input: InvitationMailInput): MailMessage {
  const role = ROLE_LABELS[input.role];
  const inviter = input.inviterName.trim() || 'An administrator';
  const expires = input.expiresAt.toLocaleDateString('en-IN', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const subject = `You're invited to join ${input.orgName} on Village Education`;
  const text = [
    `${inviter} has invited you to join ${input.orgName} on Village Education as ${role}.`,
    '',
    `To accept, sign in with this email address and open:`,
    input.link,
    '',
    `The invitation expires on ${expires}. If you did not expect it, you can ignore this email.`,
  ].join('\n');
  const html = [
    `<p>${escapeHtml(inviter)} has invited you to join <strong>${escapeHtml(input.orgName)}</strong>`,
    ` on Village Education as ${escapeHtml(role)}.</p>`,
    `<p>To accept, sign in with this email address and open the invitation:</p>`,
    `<p><a href="${escapeHtml(input.link)}">Accept the invitation</a></p>`,
    `<p>The invitation expires on ${escapeHtml(expires)}. If you did not expect it, you can`,
    ` ignore this email.</p>`,
  ].join('');
  return { subject, text, html };
}

/** Sends one message; rejects with the SMTP or connection error. */
export async function sendSmtp(
  config: SmtpConfig,
  mail: OutboxMail,
): Promise<{ messageId: string }> {
  const transport = createTransport({
    host: config.host,
    port: config.port,
    secure: config.secure,
    auth: config.user ? { user: config.user, pass: config.pass } : undefined,
    // Fail within seconds rather than nodemailer's default of minutes: the state is recorded.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  try {
    const info = await transport.sendMail({
      from: config.from,
      to: mail.to,
      subject: mail.message.subject,
      text: mail.message.text,
      html: mail.message.html,
    });
    return { messageId: String(info.messageId ?? '') };
  } finally {
    transport.close();
  }
}
