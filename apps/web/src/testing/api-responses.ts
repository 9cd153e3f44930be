import { OK } from '@roomtone/contracts';

/** A successful API answer in the envelope, as `fetch` returns it (for stubbing `fetch` in tests). */
export function envelope(body: Record<string, unknown>): Response {
  return new Response(JSON.stringify({ ...OK, ...body }), {
    status: 200,
    headers: { 'content-type': 'application/json' },
  });
}
