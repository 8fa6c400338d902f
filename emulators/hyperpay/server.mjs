// A local stand-in for HyperPay's OPPWA API (COPYandPAY), so `npm start` and the tests run
// offline against the same HTTP calls the functions make in production (docs/market.md,
// "Buying sparks"). No dependencies: node:http only.
//
//   POST /v1/checkouts                      create a checkout (form body, Bearer token)
//   GET  /v1/paymentWidgets.js?checkoutId=  the payment form script for that checkout
//   POST /v1/checkouts/{id}/payment         the shopper's card (what the widget posts)
//   GET  /v1/checkouts/{id}/payment         payment status (Bearer token, ?entityId=)
//   /__control/...                          test-only: health, inspect, tamper, outage
//
// Run it alone: `node emulators/hyperpay/server.mjs` (HYPERPAY_PORT, default 4020), or
// import { startHyperPayServer } from a script or test.
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import { fileURLToPath } from 'node:url';

export const DEFAULT_PORT = 4020;
/** HyperPay's published test entity; the token is a fake of the same shape. */
export const DEFAULT_ENTITY_ID = '8a8294174b7ecb28014b9699220015ca';
export const DEFAULT_ACCESS_TOKEN = 'OGE4Mjk0MTc0YjdlY2IyODAxNGI5Njk5MjIwMDE1Y2N8TG9jYWxUZXN0VG9rZW4=';

/** The local server's test cards (any future expiry, any CVV), as in docs/market.md. */
export const TEST_CARDS = {
  '4200000000000000': { brand: 'VISA', code: '000.100.110' },
  '5454545454545454': { brand: 'MASTER', code: '000.100.110' },
  '4464040000000007': { brand: 'MADA', code: '000.100.110' },
  '4000000000000002': { brand: 'VISA', code: '800.100.151' },
  '4000000000000036': { brand: 'VISA', code: '000.200.000' },
};

const DESCRIPTIONS = {
  '000.200.100': 'successfully created checkout',
  '000.100.110': "Request successfully processed in 'Merchant in Integrator Test Mode'",
  '000.200.000': 'transaction pending',
  '800.100.151': 'transaction declined (invalid card)',
  '100.100.101': 'invalid creditcard, bank account number or bank name',
  '100.100.303': 'card expired',
  '200.300.404': 'invalid or missing parameter',
  '800.900.300': 'invalid authentication information',
  '800.900.301': 'user authorization failed, user has no sufficient rights to process transaction',
  '900.100.300': 'timeout, uncertain result',
};
const NO_SESSION =
  'invalid or missing parameter - (opp) No payment session found for the requested id - are you mixing test/live servers or have you paid more than 30min ago?';
const BRANDS = ['VISA', 'MASTER', 'MADA', 'AMEX'];
const BUILD_NUMBER = 'local-hyperpay@1.0';

const hex = (bytes) => randomBytes(bytes).toString('hex').toUpperCase();
// OPPWA ids look like "8AC7A4C8....uat01-vm-tx02": the dot is real, so callers must cope with it.
const newId = () => `${hex(16)}.local01-vm-tx01`;
const timestamp = () => new Date().toISOString().replace('T', ' ').replace('Z', '+0000');

/**
 * The browser side of the widget. Serialised into paymentWidgets.js, so it runs in the shopper's
 * page. Like HyperPay's, it reads window.wpwlOptions once, as it loads: `locale` (ISO 639-1;
 * this one speaks 'ar' and 'en', and English for anything else), `style` and `onReady`; and it
 * offers window.wpwl.unload() so a page can remove it before loading it again. Like HyperPay's,
 * it sets no direction: the page's container decides (card fields stay left to right).
 */
function widget(config) {
  /* global document, window, MutationObserver */
  const options = window.wpwlOptions || {};
  const locale = /^ar\b/i.test(String(options.locale || '')) ? 'ar' : 'en';
  const style = options.style === 'plain' ? 'plain' : 'card';
  const ar = locale === 'ar';
  const t = ar
    ? { holder: 'اسم حامل البطاقة', number: 'رقم البطاقة', expiry: 'تاريخ الانتهاء (MM/YY)', cvv: 'رمز التحقق', brand: 'نوع البطاقة', pay: 'ادفع', busy: 'جارٍ الدفع…', missing: 'أكمل بيانات البطاقة.', failed: 'تعذّر الاتصال بخادم الدفع.' }
    : { holder: 'Card holder', number: 'Card number', expiry: 'Expiry date (MM/YY)', cvv: 'CVV', brand: 'Brand', pay: 'Pay now', busy: 'Paying…', missing: 'Please complete the card details.', failed: 'The payment server could not be reached.' };

  function field(form, name, label, attrs) {
    const wrap = document.createElement('label');
    wrap.className = 'wpwl-label wpwl-label-' + name;
    wrap.style.display = 'block';
    wrap.style.margin = '0 0 8px';
    wrap.textContent = label;
    const input = document.createElement('input');
    input.className = 'wpwl-control wpwl-control-' + name;
    input.dir = 'ltr'; // card data reads left to right, also on an Arabic page
    input.style.display = 'block';
    input.style.width = '100%';
    for (const [key, value] of Object.entries(attrs)) input.setAttribute(key, value);
    wrap.appendChild(input);
    form.appendChild(wrap);
    return input;
  }

  function detectBrand(number, brands) {
    const guess = /^446404/.test(number) ? 'MADA' : /^4/.test(number) ? 'VISA' : /^5[1-5]/.test(number) ? 'MASTER' : /^3[47]/.test(number) ? 'AMEX' : '';
    return brands.includes(guess) ? guess : '';
  }

  function render(form) {
    if (form.getAttribute('data-hp-rendered')) return;
    form.setAttribute('data-hp-rendered', 'true');
    const brands = (form.getAttribute('data-brands') || 'VISA MASTER').split(/\s+/).filter((b) => config.brands.includes(b));
    form.classList.add('wpwl-form', 'wpwl-form-card', 'wpwl-style-' + style);
    // What this widget was loaded with, for tests to read (HyperPay's own marks its labels' language).
    form.setAttribute('data-hp-locale', locale);
    form.setAttribute('data-hp-style', style);
    const amount = document.createElement('p');
    amount.className = 'wpwl-amount';
    amount.dir = 'ltr';
    amount.setAttribute('data-testid', 'hp-amount');
    amount.textContent = config.currency + ' ' + config.amount;
    form.appendChild(amount);

    const brandWrap = document.createElement('label');
    brandWrap.style.display = 'block';
    brandWrap.textContent = t.brand;
    const brand = document.createElement('select');
    brand.setAttribute('data-testid', 'hp-card-brand');
    brand.name = 'paymentBrand';
    for (const b of brands) {
      const option = document.createElement('option');
      option.value = b;
      option.textContent = b;
      brand.appendChild(option);
    }
    brandWrap.appendChild(brand);
    form.appendChild(brandWrap);

    const holder = field(form, 'holder', t.holder, { 'data-testid': 'hp-card-holder', autocomplete: 'cc-name', name: 'card.holder' });
    const number = field(form, 'number', t.number, { 'data-testid': 'hp-card-number', autocomplete: 'cc-number', inputmode: 'numeric', name: 'card.number' });
    const expiry = field(form, 'expiry', t.expiry, { 'data-testid': 'hp-card-expiry', autocomplete: 'cc-exp', placeholder: 'MM/YY', name: 'card.expiry' });
    const cvv = field(form, 'cvv', t.cvv, { 'data-testid': 'hp-card-cvv', autocomplete: 'cc-csc', inputmode: 'numeric', name: 'card.cvv' });
    number.addEventListener('input', () => {
      const guess = detectBrand(number.value.replace(/\D/g, ''), brands);
      if (guess) brand.value = guess;
    });

    const error = document.createElement('p');
    error.className = 'wpwl-message wpwl-has-error';
    error.setAttribute('role', 'alert');
    error.setAttribute('data-testid', 'hp-error');
    error.hidden = true;
    form.appendChild(error);
    const pay = document.createElement('button');
    pay.type = 'submit';
    pay.className = 'wpwl-button wpwl-button-pay';
    pay.setAttribute('data-testid', 'hp-pay');
    pay.textContent = t.pay;
    form.appendChild(pay);

    const showError = (text) => {
      error.textContent = text;
      error.hidden = false;
      pay.disabled = false;
      pay.textContent = t.pay;
    };

    form.addEventListener('submit', (event) => {
      event.preventDefault();
      const digits = number.value.replace(/\D/g, '');
      const exp = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(expiry.value);
      if (!digits || !exp || !cvv.value.trim()) {
        showError(t.missing);
        return;
      }
      error.hidden = true;
      pay.disabled = true;
      pay.textContent = t.busy;
      const body = new URLSearchParams({
        'card.number': digits,
        'card.holder': holder.value.trim(),
        'card.expiryMonth': exp[1].padStart(2, '0'),
        'card.expiryYear': exp[2].length === 2 ? '20' + exp[2] : exp[2],
        'card.cvv': cvv.value.trim(),
        paymentBrand: brand.value,
      });
      fetch(config.origin + '/v1/checkouts/' + encodeURIComponent(config.checkoutId) + '/payment', { method: 'POST', body })
        .then((response) => response.json().then((json) => ({ ok: response.ok, json })))
        .then(({ ok, json }) => {
          // A card the platform refuses outright (bad number, expired) stays on the form, as the
          // real widget does; a processed transaction (paid, declined, pending) goes back to the shop.
          if (!ok) {
            showError((json.result && json.result.description) || t.failed);
            return;
          }
          const target = new URL(form.getAttribute('action') || window.location.href, window.location.href);
          target.searchParams.set('id', config.checkoutId);
          target.searchParams.set('resourcePath', '/v1/checkouts/' + config.checkoutId + '/payment');
          window.location.assign(target.toString());
        })
        .catch(() => showError(t.failed));
    });
    if (typeof options.onReady === 'function') options.onReady();
  }

  const renderAll = () => document.querySelectorAll('form.paymentWidgets:not([data-hp-rendered])').forEach(render);
  renderAll();
  // Single-page apps may add (or re-create) the form after the script ran.
  const observer = new MutationObserver(renderAll);
  observer.observe(document.documentElement, { childList: true, subtree: true });
  window.wpwl = { checkoutId: config.checkoutId, locale, unload: () => observer.disconnect() };
}

function send(res, status, body, headers = {}) {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  res.writeHead(status, {
    'Content-Type': typeof body === 'string' ? 'application/javascript; charset=utf-8' : 'application/json; charset=utf-8',
    'Access-Control-Allow-Origin': '*',
    'Cache-Control': 'no-store',
    ...headers,
  });
  res.end(text);
}

const answer = (code, extra = {}, description = DESCRIPTIONS[code]) => ({
  result: { code, description },
  buildNumber: BUILD_NUMBER,
  timestamp: timestamp(),
  ...extra,
});

const parameterError = (parameterErrors) => {
  const body = answer('200.300.404');
  body.result.parameterErrors = parameterErrors;
  return body;
};

async function readText(req) {
  const chunks = [];
  let size = 0;
  for await (const chunk of req) {
    size += chunk.length;
    if (size > 64 * 1024) throw new Error('body too large');
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}
const readForm = async (req) => new URLSearchParams(await readText(req));

function cardOutcome(form) {
  const number = (form.get('card.number') ?? '').replace(/\s/g, '');
  const month = Number(form.get('card.expiryMonth'));
  const year = Number(form.get('card.expiryYear'));
  const missing = ['card.number', 'card.expiryMonth', 'card.expiryYear', 'card.cvv'].filter((name) => !form.get(name));
  if (missing.length > 0 || !/^\d{3,4}$/.test(form.get('card.cvv') ?? '') || !(month >= 1 && month <= 12) || !(year >= 2000)) {
    return { status: 400, code: '200.300.404', parameterErrors: missing.map((name) => ({ name, value: '', message: 'is required' })) };
  }
  const card = TEST_CARDS[number];
  if (!card) return { status: 400, code: '100.100.101' };
  const now = new Date();
  if (year < now.getUTCFullYear() || (year === now.getUTCFullYear() && month < now.getUTCMonth() + 1)) {
    return { status: 400, code: '100.100.303' };
  }
  return { status: 200, code: card.code, brand: card.brand };
}

/**
 * Starts the server. Resolves once it listens; `close()` stops it. The state (checkouts and
 * their attempts) lives in memory and is lost on restart, like an expired session.
 */
export function startHyperPayServer(options = {}) {
  const port = Number(options.port ?? process.env.HYPERPAY_PORT ?? DEFAULT_PORT);
  const host = options.host ?? process.env.HYPERPAY_HOST ?? '127.0.0.1';
  const entityId = options.entityId ?? process.env.HYPERPAY_ENTITY_ID ?? DEFAULT_ENTITY_ID;
  const accessToken = options.accessToken ?? process.env.HYPERPAY_ACCESS_TOKEN ?? DEFAULT_ACCESS_TOKEN;
  const log = options.log ?? (process.env.HYPERPAY_LOG === '1' ? (line) => console.log(`[hyperpay] ${line}`) : () => {});
  /** @type {Map<string, any>} */
  const checkouts = new Map();

  const authorised = (req) => req.headers.authorization === `Bearer ${accessToken}`;
  // Bad token: 401; a valid token for another entity: 403 (as OPPWA answers).
  const authProblem = (req, givenEntity) => {
    if (!authorised(req)) return [401, answer('800.900.300')];
    if (!givenEntity) return [400, parameterError([{ name: 'entityId', value: '', message: 'is required' }])];
    if (givenEntity !== entityId) return [403, answer('800.900.301')];
    return undefined;
  };

  function createCheckout(req, res, form) {
    const problem = authProblem(req, form.get('entityId'));
    if (problem) return send(res, ...problem);
    const amount = form.get('amount') ?? '';
    const currency = form.get('currency') ?? '';
    const paymentType = form.get('paymentType') ?? '';
    const merchantTransactionId = form.get('merchantTransactionId') ?? '';
    const parameterErrors = [];
    if (!/^[0-9]{1,10}\.[0-9]{2}$/.test(amount) || Number(amount) <= 0) parameterErrors.push({ name: 'amount', value: amount, message: 'must match ^[0-9]{1,10}(\\.[0-9]{2})?$' });
    if (!/^[A-Z]{3}$/.test(currency)) parameterErrors.push({ name: 'currency', value: currency, message: 'must match ^[A-Z]{3}$' });
    if (!['DB', 'PA'].includes(paymentType)) parameterErrors.push({ name: 'paymentType', value: paymentType, message: 'must be one of DB, PA' });
    if (merchantTransactionId && !/^[\w.-]{8,255}$/.test(merchantTransactionId)) parameterErrors.push({ name: 'merchantTransactionId', value: merchantTransactionId, message: 'must match ^[\\w.-]{8,255}$' });
    if (parameterErrors.length > 0) {
      return send(res, 400, parameterError(parameterErrors));
    }
    const id = newId();
    checkouts.set(id, { id, amount, currency, paymentType, merchantTransactionId, createdAt: Date.now(), attempts: [], statusCalls: 0, tamperAmount: null, outage: null });
    log(`checkout ${id} ${amount} ${currency}`);
    return send(res, 200, answer('000.200.100', { ndc: id, id }));
  }

  function widgetScript(res, url) {
    const checkout = checkouts.get(url.searchParams.get('checkoutId') ?? '');
    if (!checkout) return send(res, 404, `console.error(${JSON.stringify('HyperPay (local): unknown checkoutId')});`);
    const config = { checkoutId: checkout.id, origin: url.origin, amount: checkout.amount, currency: checkout.currency, brands: BRANDS };
    return send(res, 200, `/* Local HyperPay COPYandPAY widget */\n(${widget.toString()})(${JSON.stringify(config)});\n`);
  }

  function pay(res, checkout, form) {
    // A paid checkout takes no further transaction.
    if (checkout.attempts.some((a) => /^000\.100\.1/.test(a.code))) {
      return send(res, 400, answer('200.300.404', { ndc: checkout.id }, 'invalid or missing parameter - checkout was already paid'));
    }
    const outcome = cardOutcome(form);
    if (outcome.parameterErrors) return send(res, 400, parameterError(outcome.parameterErrors));
    const number = (form.get('card.number') ?? '').replace(/\s/g, '');
    const brand = BRANDS.includes(form.get('paymentBrand') ?? '') ? form.get('paymentBrand') : (outcome.brand ?? 'VISA');
    const attempt = {
      id: newId(),
      code: outcome.code,
      brand,
      card: {
        bin: number.slice(0, 6),
        last4Digits: number.slice(-4),
        holder: form.get('card.holder') ?? '',
        expiryMonth: (form.get('card.expiryMonth') ?? '').padStart(2, '0'),
        expiryYear: form.get('card.expiryYear') ?? '',
      },
      at: timestamp(),
    };
    // One checkout can carry several transactions; the status reports the latest.
    checkout.attempts.push(attempt);
    log(`payment ${checkout.id} card ${attempt.card.bin}…${attempt.card.last4Digits} -> ${outcome.code}`);
    const extra = { id: attempt.id, paymentType: checkout.paymentType, paymentBrand: brand, amount: checkout.amount, currency: checkout.currency, ndc: checkout.id };
    return send(res, outcome.status, answer(outcome.code, extra));
  }

  function status(req, res, url, checkoutId) {
    const problem = authProblem(req, url.searchParams.get('entityId'));
    if (problem) return send(res, ...problem);
    const checkout = checkouts.get(checkoutId);
    if (checkout) checkout.statusCalls += 1;
    if (checkout?.outage) return send(res, checkout.outage, { error: 'simulated outage' });
    const latest = checkout?.attempts.at(-1);
    // Declines are HTTP 200 too: only result.code says what happened.
    if (!checkout || !latest) return send(res, 200, answer('200.300.404', { ndc: checkoutId }, NO_SESSION));
    return send(res, 200, answer(latest.code, {
      id: latest.id,
      paymentType: checkout.paymentType,
      paymentBrand: latest.brand,
      amount: checkout.tamperAmount ?? checkout.amount,
      currency: checkout.currency,
      descriptor: `${latest.id.slice(0, 4)}.${latest.id.slice(4, 8)}.${latest.id.slice(8, 12)} Sparks`,
      merchantTransactionId: checkout.merchantTransactionId,
      card: latest.card,
      ndc: checkout.id,
    }));
  }

  async function control(req, res, url) {
    if (url.pathname === '/__control/health') return send(res, 200, { ok: true, checkouts: checkouts.size });
    const match = /^\/__control\/checkouts\/([^/]+)(?:\/(tamper|outage))?$/.exec(url.pathname);
    const checkout = match && checkouts.get(decodeURIComponent(match[1]));
    if (!checkout) return send(res, 404, { error: 'unknown checkout' });
    if (!match[2] && req.method === 'GET') {
      const { id, amount, currency, paymentType, merchantTransactionId, attempts, statusCalls, tamperAmount, outage } = checkout;
      return send(res, 200, { id, amount, currency, paymentType, merchantTransactionId, statusCalls, tamperAmount, outage, attempts: attempts.map((a) => ({ id: a.id, code: a.code, brand: a.brand, last4Digits: a.card.last4Digits })) });
    }
    if (req.method !== 'POST') return send(res, 405, { error: 'method not allowed' });
    const text = await readText(req);
    const json = text ? JSON.parse(text) : {};
    // tamper {amount}: the status reports this amount instead (null to stop);
    // outage {status}: status calls answer this HTTP status (null to stop).
    if (match[2] === 'tamper') checkout.tamperAmount = json.amount ?? null;
    if (match[2] === 'outage') checkout.outage = json.status ? Number(json.status) : null;
    return send(res, 200, { ok: true });
  }

  async function handle(req, res) {
    const url = new URL(req.url ?? '/', `http://${req.headers.host ?? `${host}:${port}`}`);
    if (req.method === 'OPTIONS') {
      return send(res, 204, '', { 'Access-Control-Allow-Methods': 'GET, POST, OPTIONS', 'Access-Control-Allow-Headers': 'Authorization, Content-Type' });
    }
    if (url.pathname.startsWith('/__control/')) return control(req, res, url);
    if (url.pathname === '/v1/checkouts' && req.method === 'POST') return createCheckout(req, res, await readForm(req));
    if (url.pathname === '/v1/paymentWidgets.js' && req.method === 'GET') return widgetScript(res, url);
    const payment = /^\/v1\/checkouts\/([^/]+)\/payment$/.exec(url.pathname);
    if (payment) {
      const checkoutId = decodeURIComponent(payment[1]);
      if (req.method === 'GET') return status(req, res, url, checkoutId);
      if (req.method === 'POST') {
        const checkout = checkouts.get(checkoutId);
        if (!checkout) return send(res, 200, answer('200.300.404', { ndc: checkoutId }, NO_SESSION));
        return pay(res, checkout, await readForm(req));
      }
    }
    return send(res, 404, answer('200.300.404', {}, 'invalid or missing parameter - unknown resource'));
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error) => {
      log(`error ${error}`);
      if (!res.headersSent) send(res, 400, answer('200.300.404'));
    });
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      const address = server.address();
      const actualPort = typeof address === 'object' && address ? address.port : port;
      resolve({
        server,
        port: actualPort,
        url: `http://${host}:${actualPort}`,
        entityId,
        accessToken,
        close: () => new Promise((done) => server.close(() => done())),
      });
    });
  });
}

// Standalone: `node emulators/hyperpay/server.mjs`.
if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  startHyperPayServer()
    .then(({ url }) => {
      console.log(`HyperPay (local) listening on ${url}`);
      const stop = () => process.exit(0);
      process.on('SIGINT', stop);
      process.on('SIGTERM', stop);
    })
    .catch((error) => {
      console.error(`HyperPay (local) could not start: ${error.message}`);
      process.exit(1);
    });
}
