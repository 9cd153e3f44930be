import { createServer, type Server } from 'node:http';
import { expect, test } from '@playwright/test';
import { E2E_BASE_URL } from '../support/e2e-env.ts';
import { signUp } from '../support/session.ts';

/**
 * A page on another origin of the same site (another port of the same host, as a sibling
 * subdomain would be): the browser sends the site's Lax cookies with its form posts, so only the
 * CSRF check stands between it and the signed-in user.
 */
function startSiblingSite(html: string): Promise<{ server: Server; url: string }> {
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(html);
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      resolve({ server, url: `http://127.0.0.1:${port}/` });
    });
  });
}

for (const path of ['/%61pi/logout', '/api/logout', '/%61%70%69/%6Cogout']) {
  test(`a cross-origin form posting to ${path} does not sign the user out`, async ({ page }) => {
    await signUp(page, { firstName: 'Cyril', lastName: 'Harris' });
    await expect(page.getByRole('heading', { name: 'Welcome, Cyril Harris' })).toBeVisible();
    const attacker = await startSiblingSite(`<!doctype html><title>Prize</title>
      <form id="f" method="post" action="${E2E_BASE_URL}${path}" enctype="text/plain">
        <input name="x" value="1">
      </form>
      <script>document.getElementById('f').submit()</script>`);
    try {
      const answer = page.waitForResponse((response) => response.url().startsWith(`${E2E_BASE_URL}/`));
      await page.goto(attacker.url);
      expect((await answer).status()).toBe(403);
      await page.goto('/account');
      await expect(page.getByRole('heading', { name: 'Welcome, Cyril Harris' })).toBeVisible();
    } finally {
      attacker.server.close();
    }
  });
}
