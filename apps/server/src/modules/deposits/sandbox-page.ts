import { ERROR_STATUS, type ErrorCode } from '@platform/contracts/errors/codes';
import { errorMessage } from '@platform/contracts/errors/messages';
import { formatMinorUnits, parseMoney } from '@platform/contracts/money';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { type PaymentGateways, sandboxCallbackHeaders, settleSandboxOrder } from '../payments/gateways.ts';
import { resolveMerchant } from '../system/service.ts';
import { depositCallbackPath, sandboxOrder } from './service.ts';

const sandboxCode = 'sandbox';

/** The pay page's route: the order and the key of its pay link (see sandboxPayKey). */
const SANDBOX_PAY_PATH = '/sandbox-pay/:orderId/:key';
/** Any other path under it, or every one where the sandbox is off: a 404. */
const ELSEWHERE = '/sandbox-pay/*';
/** The routes that read the page's form post (registerFormBody), so even a refusal reads its body. */
export const SANDBOX_FORM_PATHS = [SANDBOX_PAY_PATH, ELSEWHERE];

const ORDER = /^[A-Za-z0-9_-]{8,64}$/;
const KEY = /^[A-Za-z0-9_-]{43}$/;
/** Where the member lands after paying: the deposit page, which shows the outcome. */
const RETURN_PATH = '/member?page=depositv2';

type PayRequest = FastifyRequest<{ Params: { orderId: string; key: string } }>;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const page = (body: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sandbox payment</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 28rem; margin: 3rem auto; padding: 0 1rem; color: #1f2937">
<p style="font-size: .75rem; letter-spacing: .08em; text-transform: uppercase; color: #6b7280">Sandbox gateway · test money only</p>
${body}
</body></html>`;

/** The page's answers carry a live pay link: no cache keeps them. */
const html = (reply: FastifyReply, status: number, body: string) =>
  reply.code(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(page(body));

const refusal = (request: FastifyRequest, reply: FastifyReply, code: ErrorCode) =>
  html(reply, ERROR_STATUS[code], `<h1>${escapeHtml(errorMessage(code, request.language))}</h1>`);

/**
 * Whether a form post comes from a page of this site. A browser says so itself (Sec-Fetch-Site,
 * which no page can set; it holds behind a proxy that rewrites the host), else names the page's
 * origin on every POST, so another site's page posting the form is refused. A client that sends
 * neither is no browser acting for someone, and still needs the order's key.
 */
function isSameOrigin(request: FastifyRequest): boolean {
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined) return site === 'same-origin';
  const origin = request.headers.origin;
  if (origin === undefined) return true;
  try {
    return new URL(origin).host === request.host;
  } catch {
    return false;
  }
}

/**
 * The sandbox gateway's hosted pay page, served by this server in place of a real gateway's, where
 * the operator runs it (config: sandboxPayments); elsewhere its paths answer 404. The member holding
 * the order's pay link pays up to the asked amount (the asked one by default) or makes the payment
 * fail; the "gateway" then sends its signed server-to-server callback, as a real one would, and
 * returns the browser to the site.
 */
export function registerSandboxPages(
  app: FastifyInstance,
  db: Kysely<DB>,
  { enabled, gateways }: { enabled: boolean; gateways: PaymentGateways },
): void {
  // Answered here rather than left to the site's page fallback, which would serve the site for it.
  app.route({
    method: ['GET', 'POST'],
    url: ELSEWHERE,
    schema: { hide: true },
    handler: (request, reply) => refusal(request, reply, 'route.not.found'),
  });
  if (!enabled) return;

  const orderOf = async (request: PayRequest) => {
    const { orderId, key } = request.params;
    if (!ORDER.test(orderId) || !KEY.test(key)) return undefined;
    const merchant = await resolveMerchant(db, {
      code: typeof request.headers.merchant === 'string' ? request.headers.merchant : undefined,
      host: request.hostname,
    });
    const order = await sandboxOrder(db, gateways, orderId, key);
    return merchant && order?.merchantId === merchant.id ? { merchant, order } : undefined;
  };

  app.get<{ Params: { orderId: string; key: string } }>(SANDBOX_PAY_PATH, async (request, reply) => {
    const found = await orderOf(request);
    if (!found) return refusal(request, reply, 'deposit.not.found');
    const { merchant, order } = found;
    const asked = formatMinorUnits(order.amount, merchant.currencyScale);
    if (order.status !== 'pending')
      return html(
        reply,
        200,
        `<h1>This order is ${order.status}</h1><p><a href="${RETURN_PATH}">Back to the site</a></p>`,
      );
    return html(
      reply,
      200,
      `<h1 style="margin: .25rem 0 1rem">Pay ${escapeHtml(merchant.name)}</h1>
<p>Order <code>${request.params.orderId}</code>: <strong>${asked} ${merchant.currency}</strong></p>
<form method="post" style="display: grid; gap: .75rem">
<label>Amount paid <input name="paidAmount" value="${asked}" inputmode="decimal" style="width: 100%; padding: .6rem; font-size: 1rem"></label>
<button name="outcome" value="paid" style="padding: .75rem; font-size: 1rem; background: #16a34a; color: white; border: 0; border-radius: .5rem">Pay</button>
<button name="outcome" value="failed" style="padding: .75rem; font-size: 1rem; background: white; border: 1px solid #d1d5db; border-radius: .5rem">Make the payment fail</button>
</form>`,
    );
  });

  app.post<{ Params: { orderId: string; key: string }; Body: Record<string, string> }>(
    SANDBOX_PAY_PATH,
    async (request, reply) => {
      if (!isSameOrigin(request)) return refusal(request, reply, 'access.forbidden');
      const found = await orderOf(request);
      if (!found) return refusal(request, reply, 'deposit.not.found');
      const { merchant, order } = found;
      const outcome = request.body?.outcome;
      if (outcome !== 'paid' && outcome !== 'failed') return refusal(request, reply, 'request.invalid');
      const paid =
        outcome === 'paid'
          ? parseMoney(String(request.body?.paidAmount ?? '').trim(), merchant.currencyScale)
          : 0n;
      if (paid === null || (outcome === 'paid' && paid === 0n))
        return refusal(request, reply, 'amount.invalid');
      if (paid > order.amount) return refusal(request, reply, 'deposit.paid.above.order');
      const reference = request.params.orderId;
      // The gateway's books first, as a real one records the payment before it calls back: the
      // status query finds it even when the callback is lost. A second form keeps the first outcome.
      const booked = await settleSandboxOrder(db, reference, {
        status: outcome,
        paidAmount: outcome === 'paid' ? formatMinorUnits(paid, merchant.currencyScale) : null,
      });
      const settled = booked && booked.status !== 'pending' ? booked : undefined;
      const status = settled?.status ?? outcome;
      const rawBody = JSON.stringify({
        kind: 'deposit',
        reference,
        status,
        ...(status === 'paid'
          ? { paidAmount: settled?.paid_amount ?? formatMinorUnits(paid, merchant.currencyScale) }
          : {}),
      });
      const address = app.server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      // Server to server, as the gateway's own back end would call the site: the browser plays no part.
      await fetch(`http://127.0.0.1:${port}${depositCallbackPath(sandboxCode)}`, {
        method: 'POST',
        headers: sandboxCallbackHeaders(order.secret, rawBody),
        body: rawBody,
      }).catch((error: unknown) => request.log.warn({ err: error }, 'the sandbox callback failed'));
      // Every copy of a form answers alike, paid now or before: the deposit page shows the outcome.
      return reply.redirect(RETURN_PATH, 303);
    },
  );
}
