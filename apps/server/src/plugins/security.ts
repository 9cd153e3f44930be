import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/** The origins a vendor lists as allowed to frame its calculator (none for an unknown vendor). */
export type FrameOriginsLookup = (vendorName: string) => Promise<string[]>;

/** `/v/{vendorName}/…`: the only pages another site may frame. */
const VENDOR_PAGE = /^\/v\/([^/?#]+)(?:[/?#]|$)/;

/**
 * Stripe.js and its card element, allowed only when Stripe takes the payments: the script, the
 * frames that hold the card fields, and the API the script calls (docs/payments.md).
 */
const STRIPE_SOURCES = {
  script: ['https://js.stripe.com'],
  frame: ['https://js.stripe.com', 'https://hooks.stripe.com'],
  connect: ['https://api.stripe.com'],
};
const NO_STRIPE = { script: [], frame: [], connect: [] };

/**
 * The headers helmet sets with `options`, worked out once: none of them depends on the request
 * (no directive is a function, no nonce), so every answer gets the same set without running
 * helmet's middleware, which builds its policy anew, on each request.
 */
function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const response = new ServerResponse(new IncomingMessage(new Socket()));
  let isDone = false;
  helmet(options)(response.req, response, () => {
    isDone = true;
  });
  if (!isDone) throw new Error('security headers: helmet did not finish at once');
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(response.getHeaders()))
    if (value !== undefined) headers[name] = String(value);
  return headers;
}

/**
 * Security headers with a Content-Security-Policy the built app passes. Mantine writes its CSS
 * variables into a style element, hence 'unsafe-inline' for styles only; scripts are same-origin,
 * and Stripe's when it is the payment provider.
 */
export function registerSecurityHeaders(
  app: FastifyInstance,
  options: { isHttps: boolean; frameOriginsOf?: FrameOriginsLookup; allowsStripe?: boolean },
): void {
  const { isHttps, frameOriginsOf, allowsStripe = false } = options;
  const stripe = allowsStripe ? STRIPE_SOURCES : NO_STRIPE;
  const headers = helmetHeaders({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...stripe.script],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...stripe.connect],
        ...(allowsStripe ? { frameSrc: stripe.frame } : {}),
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(isHttps ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    hsts: isHttps,
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
  if (frameOriginsOf) allowVendorFraming(app, frameOriginsOf);
}

/**
 * A vendor calculator page may be framed by exactly the origins its vendor lists (issue 19);
 * every other page keeps `frame-ancestors 'none'`. Origins are validated as bare
 * `scheme://host[:port]` when saved, so they cannot add a directive.
 */
function allowVendorFraming(app: FastifyInstance, frameOriginsOf: FrameOriginsLookup): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return payload;
    const match = VENDOR_PAGE.exec(request.url);
    const encodedName = match?.[1];
    const policy = reply.getHeader('content-security-policy');
    if (!encodedName || typeof policy !== 'string') return payload;
    let vendorName: string;
    try {
      vendorName = decodeURIComponent(encodedName);
    } catch {
      return payload;
    }
    const origins = await frameOriginsOf(vendorName);
    if (origins.length === 0) return payload;
    reply.header(
      'content-security-policy',
      policy.replace("frame-ancestors 'none'", `frame-ancestors ${origins.join(' ')}`),
    );
    reply.removeHeader('x-frame-options');
    return payload;
  });
}
