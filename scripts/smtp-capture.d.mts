export declare const SMTP_CAPTURE_PORT: number;

export interface CapturedMessage {
  from: string;
  to: string[];
  raw: string;
  subject: string;
  /** The decoded text/plain body. */
  text: string;
  /** The invitation link (…/organization-selection?invitation=…) in the text, if any. */
  link: string | undefined;
}

export declare function parseMessage(
  raw: string,
): Pick<CapturedMessage, 'subject' | 'text' | 'link'>;

export declare function startSmtpCapture(options?: {
  port?: number;
  onMessage?: (message: CapturedMessage) => void;
}): Promise<{ messages: CapturedMessage[]; close: () => Promise<void> }>;

/** Waits until no other process holds the SMTP port, takes it, and resolves to its release. */
export declare function holdSmtpPort(): Promise<() => void>;
