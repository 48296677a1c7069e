export interface ReceivedMail {
  /** Envelope sender. */
  from: string;
  /** Envelope recipients. */
  to: string[];
  /** Decoded subject. */
  subject: string;
  /** Decoded text/plain body ('' when the mail has none). */
  text: string;
  /** Decoded text/html body, or null. */
  html: string | null;
  raw: string;
}

export interface FakeSmtp {
  port: number;
  /** `smtp://127.0.0.1:<port>`, ready for SMTP_URL. */
  url: string;
  /** Every mail received so far, oldest first. */
  mails: ReceivedMail[];
  /** Resolves with the first mail (already received or arriving later) that matches. */
  waitForMail(predicate?: (mail: ReceivedMail) => boolean, timeoutMs?: number): Promise<ReceivedMail>;
  clear(): void;
  close(): Promise<void>;
}

export function startFakeSmtp(options?: { port?: number; host?: string; log?: boolean }): Promise<FakeSmtp>;
