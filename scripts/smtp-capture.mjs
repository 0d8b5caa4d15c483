// A tiny local SMTP server that accepts every message and keeps it, decoded enough to read: the
// envelope, the subject, the plain-text body and the invitation link in it. `npm start` runs one
// on 127.0.0.1:2525 (the SMTP server functions/.env.demo-village-education names) and prints each
// invitation; the functions tests run one to check what the functions send.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';

export const SMTP_CAPTURE_PORT = 2525;
const HOST = '127.0.0.1';

const PORT_LOCK = path.join(tmpdir(), `village-education-smtp-${SMTP_CAPTURE_PORT}.lock`);

/** Whether the process that took the lock is gone (it died without letting go). */
function lockHolderGone() {
  let pid;
  try {
    pid = Number(readFileSync(path.join(PORT_LOCK, 'pid'), 'utf8'));
  } catch {
    return false; // Taken this instant: the holder writes its pid next.
  }
  try {
    process.kill(pid, 0);
    return false;
  } catch (error) {
    return error.code === 'ESRCH';
  }
}

/**
 * Holds the SMTP port for a test that needs it to itself, from a send that must fail (nothing
 * listening) to the capture that receives the resend: `npm test` runs the functions suite and the
 * browser tests at once, and each has such a test. Waits until no other process holds it (a lock
 * directory in the temp folder, with the holder's pid; a holder that died leaves it to the next).
 * Resolves to the function that lets go.
 */
export async function holdSmtpPort() {
  for (;;) {
    try {
      mkdirSync(PORT_LOCK);
      writeFileSync(path.join(PORT_LOCK, 'pid'), String(process.pid));
      return () => rmSync(PORT_LOCK, { recursive: true, force: true });
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
      if (lockHolderGone()) rmSync(PORT_LOCK, { recursive: true, force: true });
      else await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}

/** Undoes quoted-printable soft line breaks and escapes, as UTF-8. */
function decodeQuotedPrintable(text) {
  const bytes = [];
  const body = text.replace(/=\r?\n/g, '');
  for (let i = 0; i < body.length; i += 1) {
    const hex = body[i] === '=' ? body.slice(i + 1, i + 3) : '';
    if (/^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(body[i], 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

/** Splits a MIME entity into its headers (lower-case names, folded lines joined) and body. */
function splitEntity(raw) {
  const end = raw.search(/\r?\n\r?\n/);
  const head = end < 0 ? raw : raw.slice(0, end);
  const body = end < 0 ? '' : raw.slice(end).replace(/^\r?\n\r?\n/, '');
  const headers = {};
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0)
      headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { headers, body };
}

/** Decodes RFC 2047 encoded words (=?UTF-8?B?...?= and =?UTF-8?Q?...?=) in a header. */
function decodeHeader(value = '') {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g, (_, _charset, encoding, text) =>
      encoding.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    );
}

function decodeBody(body, encoding = '') {
  const kind = encoding.toLowerCase();
  if (kind === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (kind === 'quoted-printable') return decodeQuotedPrintable(body);
  return body;
}

/** The text/plain part of a message (the first one, in a multipart message), decoded. */
function plainText(entity) {
  const type = entity.headers['content-type'] ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (/^multipart\//i.test(type) && boundary) {
    for (const part of entity.body.split(`--${boundary}`).slice(1)) {
      if (part.startsWith('--')) break;
      const text = plainText(splitEntity(part.replace(/^\r?\n/, '')));
      if (text !== undefined) return text;
    }
    return undefined;
  }
  if (!/^text\/plain/i.test(type)) return undefined;
  return decodeBody(entity.body, entity.headers['content-transfer-encoding']);
}

/** Reads a raw message: its subject, plain text, and the app link it carries, if any. */
export function parseMessage(raw) {
  const entity = splitEntity(raw);
  const text = plainText(entity) ?? '';
  const link = /https?:\/\/\S*organization-selection\?invitation=\S+/.exec(text)?.[0];
  return { subject: decodeHeader(entity.headers.subject), text, link };
}

/**
 * Starts the server; `onMessage` sees each message as it arrives. Rejects when the port cannot
 * be used (error.code 'EADDRINUSE' when something listens there already).
 */
export async function startSmtpCapture({ port = SMTP_CAPTURE_PORT, onMessage } = {}) {
  const messages = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks = [];
      stream.on('data', (chunk) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const message = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw,
          ...parseMessage(raw),
        };
        messages.push(message);
        onMessage?.(message);
        callback();
      });
    },
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, HOST, () => {
      server.off('error', reject);
      resolve();
    });
  });
  // A client that drops its connection must not stop the server.
  server.on('error', (error) => console.warn(`SMTP capture: ${error.message}`));
  return {
    messages,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
