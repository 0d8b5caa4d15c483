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
