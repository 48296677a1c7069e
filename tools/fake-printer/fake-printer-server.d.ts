export interface PrintedTicket {
  /** The raw ESC/POS bytes of the job. */
  data: Buffer;
  /** What the paper shows: text in the selected code page, control sequences dropped, cuts as `--- Schnitt ---`. */
  text: string;
}

export interface FakePrinter {
  port: number;
  /** `tcp://127.0.0.1:<port>`, ready for PRINTER_URL. */
  url: string;
  /** Every job received (one per connection), oldest first. */
  tickets: PrintedTicket[];
  /** Resolves with every ticket once at least `count` were printed. */
  waitForTickets(count: number, timeoutMs?: number): Promise<PrintedTicket[]>;
  /** The printer is off: connections are refused, open ones dropped. */
  refuseConnections(): Promise<void>;
  /** Listens on the same port again. */
  acceptConnections(): Promise<void>;
  clear(): void;
  close(): Promise<void>;
}

export const CUT_MARK: string;
export function renderEscPos(data: Buffer): string;
export function startFakePrinter(options?: { port?: number; host?: string; log?: boolean }): Promise<FakePrinter>;
