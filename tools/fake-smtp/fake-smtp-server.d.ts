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
  /** Resolves with every mail once at least `count` arrived. */
  waitForCount(count: number, timeoutMs?: number): Promise<ReceivedMail[]>;
  /** The Message-ID header of every mail received, in order. */
  messageIds(): string[];
  /** Holds every new session at MAIL FROM, unanswered: a send stays under way. */
  stallSessions(): void;
  /** How many sessions are held. */
  stalledSessions(): number;
  /** Answers the held sessions and stops holding new ones. */
  releaseSessions(): void;
  /** Stops listening (new connections are refused) and drops open sessions: the mail server is down. */
  refuseConnections(): Promise<void>;
  /** Listens on the same port again. */
  acceptConnections(): Promise<void>;
  clear(): void;
  close(): Promise<void>;
}

export function startFakeSmtp(options?: { port?: number; host?: string; log?: boolean }): Promise<FakeSmtp>;
