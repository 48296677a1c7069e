// @ts-check
/**
 * Fake PayPal REST server speaking the part of the real HTTP contract the backend uses:
 *
 *   POST /v1/oauth2/token                 Basic auth (client id : secret), grant_type=client_credentials
 *   POST /v2/checkout/orders              intent CAPTURE, one purchase unit, EUR; honours PayPal-Request-Id
 *   GET  /v2/checkout/orders/{id}
 *   POST /v2/checkout/orders/{id}/capture
 *   POST /v2/payments/captures/{id}/refund   full refund; honours PayPal-Request-Id (same id: same refund)
 *
 * Every /v2 call needs `Authorization: Bearer <token issued here>`. Error bodies have PayPal's
 * shape: { name, message, debug_id, details: [{ issue, description }] }.
 *
 * There is no buyer here, so a created order counts as approved: capture succeeds at once. Its
 * status (GET) stays CREATED, as PayPal shows it before the buyer's approval, until
 * `fake.approve(id)` plays the buyer approving in PayPal's window: then it reads APPROVED.
 *
 * Declined card (INSTRUMENT_DECLINED, HTTP 422 on capture) is triggered by
 *   - an order amount of exactly 66.60 EUR (DECLINED_AMOUNT), always, or
 *   - `fake.declineNextCapture()` in tests, or `POST /__fake/decline-next-capture` over HTTP
 *     (for browser tests and local runs): the next capture of any order is declined once.
 * `fake.failNextRequest(status)` / `POST /__fake/fail-next?status=503` makes the next /v1 or
 * /v2 call fail with that status (PayPal outage).
 * `fake.failNextRefunds(count, { status, processed })` / `POST /__fake/fail-next-refunds?count=2&status=503&processed=1`
 * makes the next refund calls answer 5xx; with `processed` the refund is made before the error
 * (PayPal did it, but the answer got lost), so only the PayPal-Request-Id keeps a retry from
 * refunding twice. A capture refunded already answers 422 CAPTURE_FULLY_REFUNDED.
 * `fake.loseNextCaptureAnswer()` makes the next capture happen while its answer is lost (the
 * connection drops unanswered): the money is taken, the shop never hears it.
 *
 * Plain CommonJS JavaScript so that it runs without a build step (Node 20 cannot run
 * TypeScript); types are in the .d.ts beside it.
 *
 * Local run: `node tools/fake-paypal/fake-paypal-server.js [port]` (default 3203, client id
 * `fake-client-id`, secret `fake-client-secret`, or FAKE_PAYPAL_CLIENT_ID/_SECRET), then start
 * the backend with PAYPAL_API_BASE=http://127.0.0.1:3203 and the same id and secret.
 */
const http = require('node:http');
const crypto = require('node:crypto');

const DECLINED_AMOUNT = '66.60';
const TOKEN_LIFETIME_SECONDS = 32400;
const ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/** @param {number} length */
function paypalId(length = 17) {
  const bytes = crypto.randomBytes(length);
  return Array.from(bytes, (b) => ID_ALPHABET[b % ID_ALPHABET.length]).join('');
}

const debugId = () => crypto.randomBytes(7).toString('hex');

/** @param {string} name @param {string} message @param {string} [issue] @param {string} [description] */
function errorBody(name, message, issue, description) {
  /** @type {Record<string, unknown>} */
  const body = { name, message, debug_id: debugId() };
  if (issue) {
    body.details = [{ issue, description: description ?? issue }];
    body.links = [{ href: `https://developer.paypal.com/docs/api/orders/v2/#error-${issue}`, rel: 'information_link', method: 'GET' }];
  }
  return body;
}

const UNPROCESSABLE = 'The requested action could not be performed, semantically incorrect, or failed business validation.';

/** @param {unknown} value */
const isMoney = (value) => typeof value === 'string' && /^\d{1,7}(\.\d{2})?$/.test(value);
/** @param {string} value */
const cents = (value) => Math.round(Number(value) * 100);

/**
 * Validates a create-order body like PayPal does (the subset we send).
 * @param {any} body
 * @returns {string | null} the issue, or null when fine
 */
function createOrderProblem(body) {
  if (!body || body.intent !== 'CAPTURE') return 'INVALID_PARAMETER_VALUE';
  const units = body.purchase_units;
  if (!Array.isArray(units) || units.length !== 1) return 'INVALID_PARAMETER_VALUE';
  const amount = units[0].amount;
  if (!amount || amount.currency_code !== 'EUR' || !isMoney(amount.value)) return 'INVALID_PARAMETER_VALUE';
  if (cents(amount.value) <= 0) return 'CANNOT_BE_ZERO_OR_NEGATIVE';
  const breakdown = amount.breakdown;
  if (breakdown) {
    const itemTotal = breakdown.item_total ? cents(breakdown.item_total.value) : 0;
    const shipping = breakdown.shipping ? cents(breakdown.shipping.value) : 0;
    const discount = breakdown.discount ? cents(breakdown.discount.value) : 0;
    if (itemTotal + shipping - discount !== cents(amount.value)) return 'AMOUNT_MISMATCH';
    const items = units[0].items;
    if (Array.isArray(items)) {
      const sum = items.reduce((s, i) => s + cents(i.unit_amount.value) * Number(i.quantity), 0);
      if (sum !== itemTotal) return 'ITEM_TOTAL_MISMATCH';
    }
  }
  return null;
}

/**
 * @param {{ port?: number, host?: string, clientId?: string, clientSecret?: string }} [options]
 * @returns {Promise<import('./fake-paypal-server').FakePaypal>}
 */
async function startFakePaypal(options = {}) {
  const clientId = options.clientId ?? 'fake-client-id';
  const clientSecret = options.clientSecret ?? 'fake-client-secret';
  /** @type {Map<string, any>} */
  const orders = new Map();
  /** @type {Map<string, string>} PayPal-Request-Id -> order id */
  const requestIds = new Map();
  const tokens = new Set();
  /** @type {{ method: string, path: string }[]} */
  const requests = [];
  const stats = { tokensIssued: 0 };
  /** @type {any[]} every refund made */
  const refunds = [];
  /** @type {Map<string, any>} PayPal-Request-Id -> refund */
  const refundRequestIds = new Map();
  let refundFailures = { count: 0, status: 503, processed: false };
  let declineNext = false;
  let loseNextCaptureAnswer = false;
  /** @type {number | null} */
  let failNext = null;
  let baseUrl = '';

  /** @param {http.ServerResponse} res @param {number} status @param {unknown} body */
  const send = (res, status, body) => {
    res.writeHead(status, { 'content-type': 'application/json', 'paypal-debug-id': debugId() });
    res.end(JSON.stringify(body));
  };

  /** @param {any} order */
  const publicOrder = (order) => ({
    id: order.id,
    intent: 'CAPTURE',
    status: order.status,
    purchase_units: order.purchase_units,
    ...(order.payer ? { payer: order.payer } : {}),
    create_time: order.create_time,
    links: [
      { href: `${baseUrl}/v2/checkout/orders/${order.id}`, rel: 'self', method: 'GET' },
      ...(order.status === 'COMPLETED'
        ? []
        : [
            { href: `https://www.sandbox.paypal.com/checkoutnow?token=${order.id}`, rel: 'approve', method: 'GET' },
            { href: `${baseUrl}/v2/checkout/orders/${order.id}/capture`, rel: 'capture', method: 'POST' },
          ]),
    ],
  });

  /** @param {http.IncomingMessage} req @param {http.ServerResponse} res @param {string} body */
  const handle = (req, res, body) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    const path = url.pathname;
    requests.push({ method: req.method ?? 'GET', path });

    if (path === '/__fake/decline-next-capture' && req.method === 'POST') {
      declineNext = true;
      return send(res, 200, { ok: true });
    }
    if (path === '/__fake/fail-next' && req.method === 'POST') {
      failNext = Number(url.searchParams.get('status') ?? 503);
      return send(res, 200, { ok: true });
    }
    if (path === '/__fake/fail-next-refunds' && req.method === 'POST') {
      refundFailures = {
        count: Number(url.searchParams.get('count') ?? 1),
        status: Number(url.searchParams.get('status') ?? 503),
        processed: url.searchParams.get('processed') === '1',
      };
      return send(res, 200, { ok: true });
    }
    if (failNext !== null) {
      const status = failNext;
      failNext = null;
      return send(res, status, errorBody('INTERNAL_SERVER_ERROR', 'An internal server error occurred.'));
    }

    if (path === '/v1/oauth2/token' && req.method === 'POST') {
      const expected = `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`;
      if (req.headers.authorization !== expected) {
        return send(res, 401, { error: 'invalid_client', error_description: 'Client Authentication failed' });
      }
      if (new URLSearchParams(body).get('grant_type') !== 'client_credentials') {
        return send(res, 400, { error: 'unsupported_grant_type', error_description: 'Grant Type is NULL' });
      }
      const token = `A21AA${crypto.randomBytes(24).toString('base64url')}`;
      tokens.add(token);
      stats.tokensIssued += 1;
      return send(res, 200, {
        scope: 'https://uri.paypal.com/services/payments/payment',
        access_token: token,
        token_type: 'Bearer',
        app_id: 'APP-FAKE',
        expires_in: TOKEN_LIFETIME_SECONDS,
        nonce: `${new Date().toISOString()}${debugId()}`,
      });
    }

    const refundPath = /^\/v2\/payments\/captures\/([^/]+)\/refund$/.exec(path);
    if (refundPath && req.method === 'POST') {
      const bearerToken = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
      if (!bearerToken || !tokens.has(bearerToken))
        return send(res, 401, errorBody('AUTHENTICATION_FAILURE', 'Authentication failed due to invalid authentication credentials or a missing Authorization header.'));
      return refund(req, res, refundPath[1]);
    }
    if (!path.startsWith('/v2/checkout/orders')) {
      return send(res, 404, errorBody('RESOURCE_NOT_FOUND', 'The specified resource does not exist.'));
    }
    const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    if (!bearer || !tokens.has(bearer)) {
      return send(res, 401, errorBody('AUTHENTICATION_FAILURE', 'Authentication failed due to invalid authentication credentials or a missing Authorization header.'));
    }

    if (path === '/v2/checkout/orders' && req.method === 'POST') {
      const requestId = req.headers['paypal-request-id'];
      if (typeof requestId === 'string' && requestIds.has(requestId)) {
        return send(res, 200, publicOrder(orders.get(requestIds.get(requestId))));
      }
      /** @type {any} */
      let parsed;
      try {
        parsed = JSON.parse(body);
      } catch {
        return send(res, 400, errorBody('INVALID_REQUEST', 'Request is not well-formed, syntactically incorrect, or violates schema.', 'MALFORMED_REQUEST_JSON'));
      }
      const problem = createOrderProblem(parsed);
      if (problem) return send(res, 422, errorBody('UNPROCESSABLE_ENTITY', UNPROCESSABLE, problem));
      const order = {
        id: paypalId(),
        status: 'CREATED',
        purchase_units: [{ reference_id: 'default', ...parsed.purchase_units[0] }],
        create_time: new Date().toISOString(),
      };
      orders.set(order.id, order);
      if (typeof requestId === 'string') requestIds.set(requestId, order.id);
      return send(res, 201, publicOrder(order));
    }

    const match = /^\/v2\/checkout\/orders\/([^/]+)(\/capture)?$/.exec(path);
    const order = match ? orders.get(match[1]) : undefined;
    if (!match || !order) {
      return send(
        res,
        404,
        errorBody(
          'RESOURCE_NOT_FOUND',
          'The specified resource does not exist.',
          'INVALID_RESOURCE_ID',
          'Specified resource ID does not exist. Please check the resource ID and try again.',
        ),
      );
    }
    if (!match[2] && req.method === 'GET') return send(res, 200, publicOrder(order));
    if (!match[2] || req.method !== 'POST') return send(res, 405, errorBody('METHOD_NOT_SUPPORTED', 'The server does not implement the requested HTTP method.'));

    if (order.status === 'COMPLETED') {
      return send(
        res,
        422,
        errorBody('UNPROCESSABLE_ENTITY', UNPROCESSABLE, 'ORDER_ALREADY_CAPTURED', "Order already captured.If 'intent=CAPTURE' only one capture per order is allowed."),
      );
    }
    if (declineNext || order.purchase_units[0].amount.value === DECLINED_AMOUNT) {
      declineNext = false;
      return send(
        res,
        422,
        errorBody(
          'UNPROCESSABLE_ENTITY',
          UNPROCESSABLE,
          'INSTRUMENT_DECLINED',
          "The instrument presented  was either declined by the processor or bank, or it can't be used for this payment.",
        ),
      );
    }
    const now = new Date().toISOString();
    order.status = 'COMPLETED';
    order.payer = { name: { given_name: 'Max', surname: 'Mustermann' }, email_address: 'kaeufer@example.com', payer_id: paypalId(13) };
    order.purchase_units[0].payments = {
      captures: [
        {
          id: paypalId(),
          status: 'COMPLETED',
          amount: { currency_code: 'EUR', value: order.purchase_units[0].amount.value },
          final_capture: true,
          create_time: now,
          update_time: now,
        },
      ],
    };
    if (loseNextCaptureAnswer) {
      loseNextCaptureAnswer = false;
      // The money is taken, but the answer never arrives: the connection drops, as when it times out.
      req.socket.destroy();
      return;
    }
    return send(res, 201, publicOrder(order));
  };

  /** @param {string} captureId */
  const findCapture = (captureId) => {
    for (const order of orders.values()) {
      const capture = order.purchase_units[0].payments?.captures?.find((/** @type {any} */ c) => c.id === captureId);
      if (capture) return capture;
    }
    return null;
  };

  /** @param {http.IncomingMessage} req @param {http.ServerResponse} res @param {string} captureId */
  const refund = (req, res, captureId) => {
    const requestId = typeof req.headers['paypal-request-id'] === 'string' ? req.headers['paypal-request-id'] : null;
    const fail = refundFailures.count > 0 ? refundFailures : null;
    if (fail) refundFailures = { ...refundFailures, count: refundFailures.count - 1 };
    if (fail && !fail.processed) return send(res, fail.status, errorBody('INTERNAL_SERVER_ERROR', 'An internal server error occurred.'));
    const earlier = requestId ? refundRequestIds.get(requestId) : undefined;
    if (earlier) return fail ? send(res, fail.status, errorBody('INTERNAL_SERVER_ERROR', 'An internal server error occurred.')) : send(res, 200, earlier);
    const capture = findCapture(captureId);
    if (!capture)
      return send(res, 404, errorBody('RESOURCE_NOT_FOUND', 'The specified resource does not exist.', 'INVALID_RESOURCE_ID', 'Specified resource ID does not exist.'));
    if (capture.status === 'REFUNDED') {
      return send(res, 422, errorBody('UNPROCESSABLE_ENTITY', UNPROCESSABLE, 'CAPTURE_FULLY_REFUNDED', 'The capture has already been fully refunded'));
    }
    const now = new Date().toISOString();
    const made = { id: paypalId(), status: 'COMPLETED', amount: capture.amount, capture_id: captureId, create_time: now, update_time: now };
    capture.status = 'REFUNDED';
    refunds.push(made);
    if (requestId) refundRequestIds.set(requestId, made);
    if (fail) return send(res, fail.status, errorBody('INTERNAL_SERVER_ERROR', 'An internal server error occurred.'));
    return send(res, 201, made);
  };

  const server = http.createServer((req, res) => {
    const chunks = [];
    req.on('data', (chunk) => chunks.push(chunk));
    req.on('end', () => handle(req, res, Buffer.concat(chunks).toString('utf8')));
  });
  const host = options.host ?? '127.0.0.1';
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => resolve(undefined));
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  baseUrl = `http://${host}:${port}`;

  return {
    port,
    url: baseUrl,
    clientId,
    clientSecret,
    orders,
    requests,
    get tokensIssued() {
      return stats.tokensIssued;
    },
    declineNextCapture: () => {
      declineNext = true;
    },
    loseNextCaptureAnswer: () => {
      loseNextCaptureAnswer = true;
    },
    /** @param {string} id */
    approve: (id) => {
      const order = orders.get(id);
      if (!order) throw new Error(`Fake-PayPal kennt die Bestellung ${id} nicht`);
      if (order.status === 'CREATED') order.status = 'APPROVED';
    },
    failNextRequest: (status = 503) => {
      failNext = status;
    },
    refunds,
    failNextRefunds: (count = 1, options = {}) => {
      refundFailures = { count, status: options.status ?? 503, processed: options.processed ?? false };
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve(undefined));
      }),
  };
}

module.exports = { startFakePaypal, DECLINED_AMOUNT };

if (require.main === module) {
  const port = Number(process.argv[2] ?? process.env.FAKE_PAYPAL_PORT ?? 3203);
  startFakePaypal({
    port,
    clientId: process.env.FAKE_PAYPAL_CLIENT_ID,
    clientSecret: process.env.FAKE_PAYPAL_CLIENT_SECRET,
  }).then((fake) => console.log(`Fake-PayPal lauscht auf ${fake.url} (PAYPAL_CLIENT_ID=${fake.clientId} PAYPAL_CLIENT_SECRET=${fake.clientSecret})`));
}
