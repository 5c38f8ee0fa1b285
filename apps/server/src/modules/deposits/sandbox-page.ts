import { formatMinorUnits } from '@platform/contracts/money';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { resolveMerchant } from '../system/service.ts';
import { sandboxGateway } from './gateways.ts';
import { sandboxOrder } from './service.ts';

const ORDER = /^[A-Za-z0-9_-]{8,64}$/;
const AMOUNT = /^\d{1,15}(\.\d{1,8})?$/;
/** Where the member lands after paying: the deposit page, which shows the outcome. */
const RETURN_PATH = '/member?page=depositv2';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const page = (body: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sandbox payment</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 28rem; margin: 3rem auto; padding: 0 1rem; color: #1f2937">
<p style="font-size: .75rem; letter-spacing: .08em; text-transform: uppercase; color: #6b7280">Sandbox gateway · test money only</p>
${body}
</body></html>`;

/**
 * The sandbox gateway's hosted pay page, served by this server in place of a real gateway's. The
 * tester pays any amount (the asked one by default) or makes the payment fail; the "gateway" then
 * sends its signed server-to-server callback, as a real one would, and returns the browser to the site.
 */
export function registerSandboxPages(app: FastifyInstance, db: Kysely<DB>): void {
  const orderOf = async (
    request: { hostname: string; headers: Record<string, unknown> },
    orderId: string,
  ) => {
    if (!ORDER.test(orderId)) return undefined;
    const merchant = await resolveMerchant(db, {
      code: typeof request.headers.merchant === 'string' ? request.headers.merchant : undefined,
      host: request.hostname,
    });
    const order = await sandboxOrder(db, orderId);
    return merchant && order?.merchantId === merchant.id ? { merchant, order } : undefined;
  };

  app.get<{ Params: { orderId: string } }>('/sandbox-pay/:orderId', async (request, reply) => {
    const found = await orderOf(request, request.params.orderId);
    reply.type('text/html; charset=utf-8');
    if (!found) return reply.code(404).send(page('<h1>Unknown order</h1>'));
    const { merchant, order } = found;
    const asked = formatMinorUnits(order.amount, merchant.currencyScale);
    if (order.status !== 'pending')
      return reply.send(
        page(`<h1>This order is ${order.status}</h1><p><a href="${RETURN_PATH}">Back to the site</a></p>`),
      );
    return reply.send(
      page(`<h1 style="margin: .25rem 0 1rem">Pay ${escapeHtml(merchant.name)}</h1>
<p>Order <code>${request.params.orderId}</code>: <strong>${asked} ${merchant.currency}</strong></p>
<form method="post" style="display: grid; gap: .75rem">
<label>Amount paid <input name="paidAmount" value="${asked}" inputmode="decimal" style="width: 100%; padding: .6rem; font-size: 1rem"></label>
<button name="outcome" value="paid" style="padding: .75rem; font-size: 1rem; background: #16a34a; color: white; border: 0; border-radius: .5rem">Pay</button>
<button name="outcome" value="failed" style="padding: .75rem; font-size: 1rem; background: white; border: 1px solid #d1d5db; border-radius: .5rem">Make the payment fail</button>
</form>`),
    );
  });

  app.post<{ Params: { orderId: string }; Body: Record<string, string> }>(
    '/sandbox-pay/:orderId',
    async (request, reply) => {
      const found = await orderOf(request, request.params.orderId);
      const outcome = request.body?.outcome;
      const paidAmount = String(request.body?.paidAmount ?? '').trim();
      if (
        !found ||
        (outcome !== 'paid' && outcome !== 'failed') ||
        (outcome === 'paid' && !AMOUNT.test(paidAmount))
      )
        return reply
          .code(400)
          .type('text/html; charset=utf-8')
          .send(page('<h1>That payment cannot be made</h1>'));
      const fields = {
        orderId: request.params.orderId,
        status: outcome,
        paidAmount: outcome === 'paid' ? paidAmount : '0',
        timestamp: Math.floor(Date.now() / 1000),
      } as const;
      const address = app.server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      // Server to server, as the gateway's own back end would call the site: the browser plays no part.
      await fetch(`http://127.0.0.1:${port}/wps/payments/callback/sandbox`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          Merchant: found.merchant.code,
          'X-Signature': sandboxGateway.sign(found.order.secret, fields),
        },
        body: JSON.stringify(fields),
      }).catch((error: unknown) => request.log.warn({ err: error }, 'the sandbox callback failed'));
      return reply.redirect(RETURN_PATH, 303);
    },
  );
}
