// Invitation emails: the message (pure), the accept link, and sending it over SMTP with nodemailer.
import { createTransport } from 'nodemailer';
import type { Language } from '@village/model/organization';
import { indianDateTime } from '@village/model/dates';
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

/**
 * A user's words (an organization's or a person's name) made inert for an email: one line with no
 * control characters, no markup, and nothing a mail client would turn into a link: schemes and
 * domain-like words are broken the way security notices write them ("evil[.]example",
 * "https[:]//"). The invitation's only link is then the app's own accept URL, so the project's
 * sender cannot be used to mail someone else's link.
 */
export function inertText(value: string, maxLength = 100): string {
  return (
    value
      // Line breaks, tabs and other control characters: a subject is one line.
      .replace(/[\p{Cc}\p{Zl}\p{Zp}]+/gu, ' ')
      // Direction overrides, which can make text read other than it is. (The joiners that Hindi
      // spelling uses, also format characters, stay.)
      .replace(/[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g, '')
      .replace(/[<>]/g, '')
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, maxLength)
      .replace(/([a-z][a-z0-9+.-]*):(\/\/)?/gi, (match, scheme: string, slashes?: string) =>
        /^(https?|ftp|mailto|file|data|javascript|tel|sms)$/i.test(scheme)
          ? `${scheme}[:]${slashes ?? ''}`
          : match,
      )
      // Domain-like words: a dot right between a letter or digit and a word with two letters or
      // more ("evil.example", "bit.ly/x", "a@b.in"); "St. Mary's" and "H.S. School" stay as they are.
      .replace(/([\p{L}\p{N}-])\.(?=[\p{L}\p{N}-]*\p{L}{2})/gu, '$1[.]')
  );
}

export interface InvitationMailInput {
  orgName: string;
  role: Role;
  inviterName: string;
  link: string;
  expiresAt: Date;
  /** The language to write it in; English without one. */
  language?: Language;
}

/** What an invitation names: inert, and escaped for the HTML. */
interface InvitationValues {
  inviter: string;
  orgName: string;
  role: string;
  link: string;
  expires: string;
}

/** The words of an invitation in one language. */
interface InvitationWords {
  locale: string;
  roles: Record<Role, string>;
  someOrganization: string;
  someone: string;
  subject: (orgName: string) => string;
  text: (values: InvitationValues) => string[];
  html: (values: InvitationValues) => string[];
}

const INVITATION_WORDS: Record<Language, InvitationWords> = {
  en: {
    locale: 'en-IN',
    roles: ROLE_LABELS,
    someOrganization: 'an organization',
    someone: 'An administrator',
    subject: (orgName) => `You're invited to join ${orgName} on Village Education`,
    text: ({ inviter, orgName, role, link, expires }) => [
      `${inviter} has invited you to join ${orgName} on Village Education as ${role}.`,
      '',
      `To accept, sign in with this email address and open:`,
      link,
      '',
      `The invitation expires on ${expires}. If you did not expect it, you can ignore this email.`,
    ],
    html: ({ inviter, orgName, role, link, expires }) => [
      `<p>${inviter} has invited you to join <strong>${orgName}</strong>`,
      ` on Village Education as ${role}.</p>`,
      `<p>To accept, sign in with this email address and open the invitation:</p>`,
      `<p><a href="${link}">Accept the invitation</a></p>`,
      `<p>The invitation expires on ${expires}. If you did not expect it, you can`,
      ` ignore this email.</p>`,
    ],
  },
  // The terms of the web app's glossary (web/src/lib/i18n/glossary.md); the role names as the app
  // shows them in Hindi.
  hi: {
    locale: 'hi-IN',
    roles: {
      super_admin: 'सुपर एडमिन',
      org_user: 'संगठन उपयोगकर्ता',
      end_user: 'सामान्य उपयोगकर्ता',
    },
    someOrganization: 'एक संगठन',
    someone: 'एक एडमिन',
    subject: (orgName) => `Village Education पर ${orgName} से जुड़ने का आमंत्रण`,
    text: ({ inviter, orgName, role, link, expires }) => [
      `${inviter} ने आपको Village Education पर ${orgName} से ${role} के रूप में जुड़ने के लिए आमंत्रित किया है।`,
      '',
      'स्वीकार करने के लिए, इसी ईमेल पते से साइन इन करें और यह लिंक खोलें:',
      link,
      '',
      `यह आमंत्रण ${expires} तक मान्य है। अगर आपको इसकी उम्मीद नहीं थी, तो इस ईमेल को अनदेखा कर सकते हैं।`,
    ],
    html: ({ inviter, orgName, role, link, expires }) => [
      `<p>${inviter} ने आपको Village Education पर <strong>${orgName}</strong> से`,
      ` ${role} के रूप में जुड़ने के लिए आमंत्रित किया है।</p>`,
      `<p>स्वीकार करने के लिए, इसी ईमेल पते से साइन इन करें और आमंत्रण खोलें:</p>`,
      `<p><a href="${link}">आमंत्रण स्वीकार करें</a></p>`,
      `<p>यह आमंत्रण ${expires} तक मान्य है। अगर आपको इसकी उम्मीद नहीं थी, तो इस ईमेल को`,
      ` अनदेखा कर सकते हैं।</p>`,
    ],
  },
};

export function invitationMessage(input: InvitationMailInput): MailMessage {
  const words = INVITATION_WORDS[input.language ?? 'en'];
  const role = words.roles[input.role];
  const orgName = inertText(input.orgName) || words.someOrganization;
  const inviter = inertText(input.inviterName, 80) || words.someone;
  // India's clock, where the invited read it: an invitation made late in the evening expires on
  // the next day there, and the hour tells when on that day.
  const expiryDate = input.expiresAt.toLocaleDateString(words.locale, {
    timeZone: 'Asia/Kolkata',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  });
  // "… 01:30 IST": the time as the app writes every instant (indianDateTime).
  const expires = `${expiryDate}, ${indianDateTime(input.expiresAt).slice(11)}`;
  const subject = words.subject(orgName);
  const text = words.text({ inviter, orgName, role, link: input.link, expires }).join('\n');
  const html = words
    .html({
      inviter: escapeHtml(inviter),
      orgName: escapeHtml(orgName),
      role: escapeHtml(role),
      link: escapeHtml(input.link),
      expires: escapeHtml(expires),
    })
    .join('');
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
