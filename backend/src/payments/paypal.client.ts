import { Injectable, Logger } from '@nestjs/common';
import { AppConfig } from '../config/app-config';
import { PaypalApiError, PaypalUnavailableError } from './paypal.errors';
import type { PaypalCreateOrderRequest, PaypalErrorBody, PaypalOrder, PaypalRefund } from './paypal.types';

const REQUEST_TIMEOUT_MS = 15_000;
/** Renew the access token a little before PayPal would reject it. */
const TOKEN_RENEWAL_MARGIN_MS = 60_000;

interface CachedToken {
  value: string;
  expiresAt: number;
}

/** PayPal Orders v2 over REST (OAuth2 client credentials), base URL from PAYPAL_API_BASE. */
@Injectable()
export class PaypalClient {
  private readonly logger = new Logger(PaypalClient.name);
  private token: CachedToken | null = null;
  private pendingToken: Promise<string> | null = null;

  constructor(private readonly config: AppConfig) {}

  get clientId(): string | null {
    return this.config.paypal.clientId;
  }

  get isConfigured(): boolean {
    return Boolean(this.config.paypal.clientId && this.config.paypal.clientSecret);
  }

  /** `requestId` goes into PayPal-Request-Id so that a retried create never makes a second PayPal order. */
  createOrder(body: PaypalCreateOrderRequest, requestId: string): Promise<PaypalOrder> {
    return this.call('POST', '/v2/checkout/orders', body, { 'PayPal-Request-Id': requestId, Prefer: 'return=representation' });
  }

  getOrder(paypalOrderId: string): Promise<PaypalOrder> {
    return this.call('GET', `/v2/checkout/orders/${encodeURIComponent(paypalOrderId)}`);
  }

  captureOrder(paypalOrderId: string): Promise<PaypalOrder> {
    return this.call('POST', `/v2/checkout/orders/${encodeURIComponent(paypalOrderId)}/capture`, {}, { Prefer: 'return=representation' });
  }

  /** Refunds the whole capture; the same `requestId` makes PayPal answer with the first refund instead of a second. */
  refundCapture(captureId: string, requestId: string): Promise<PaypalRefund> {
    return this.call('POST', `/v2/payments/captures/${encodeURIComponent(captureId)}/refund`, {}, { 'PayPal-Request-Id': requestId, Prefer: 'return=representation' });
  }

  private async call<T = PaypalOrder>(method: string, path: string, body?: unknown, headers: Record<string, string> = {}, retried = false): Promise<T> {
    const token = await this.accessToken();
    const response = await this.fetch(path, {
      method,
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json', ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (response.status === 401 && !retried) {
      // PayPal may revoke a token before its stated expiry; fetch a fresh one once.
      this.token = null;
      return this.call<T>(method, path, body, headers, true);
    }
    const data = (await this.json(response)) as T & PaypalErrorBody;
    if (!response.ok) {
      if (response.status >= 500 || response.status === 401) throw new PaypalUnavailableError(`HTTP ${response.status} (debug_id ${data.debug_id ?? '-'})`);
      throw new PaypalApiError(response.status, data);
    }
    return data;
  }

  private accessToken(): Promise<string> {
    if (this.token && this.token.expiresAt > Date.now()) return Promise.resolve(this.token.value);
    // Concurrent requests share one token request instead of each asking PayPal.
    this.pendingToken ??= this.requestToken().finally(() => {
      this.pendingToken = null;
    });
    return this.pendingToken;
  }

  private async requestToken(): Promise<string> {
    const { clientId, clientSecret } = this.config.paypal;
    if (!clientId || !clientSecret) throw new PaypalUnavailableError('keine Zugangsdaten konfiguriert');
    const response = await this.fetch('/v1/oauth2/token', {
      method: 'POST',
      headers: {
        Authorization: `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`,
        'Content-Type': 'application/x-www-form-urlencoded',
      },
      body: 'grant_type=client_credentials',
    });
    const data = (await this.json(response)) as { access_token?: string; expires_in?: number; error?: string };
    if (!response.ok || !data.access_token) {
      this.logger.error(`PayPal-Token abgelehnt: HTTP ${response.status} ${data.error ?? ''}`);
      throw new PaypalUnavailableError(`Token HTTP ${response.status}`);
    }
    const lifetimeMs = (data.expires_in ?? 0) * 1000;
    this.token = { value: data.access_token, expiresAt: Date.now() + Math.max(0, lifetimeMs - TOKEN_RENEWAL_MARGIN_MS) };
    return data.access_token;
  }

  private async fetch(path: string, init: RequestInit): Promise<Response> {
    try {
      return await fetch(`${this.config.paypal.apiBase}${path}`, { ...init, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
    } catch (error) {
      throw new PaypalUnavailableError(error instanceof Error ? error.message : String(error));
    }
  }

  private async json(response: Response): Promise<unknown> {
    const text = await response.text();
    try {
      return text ? JSON.parse(text) : {};
    } catch {
      return {};
    }
  }
}
