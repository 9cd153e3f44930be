import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { shareCalc } from './helpers/payments-fixtures.ts';
import { useTestApp } from './helpers/test-app.ts';
import { TestClient } from './helpers/test-client.ts';
import { classroomCalc } from './helpers/workspace-fixtures.ts';

const webDist = join('/tmp', `roomtone-preview-web-${process.pid}`);
mkdirSync(webDist, { recursive: true });
writeFileSync(
  join(webDist, 'index.html'),
  '<!doctype html><html><head><meta name="description" content="Roomtone app" /><title>Roomtone</title></head><body><div id="root"></div></body></html>',
);

const getApp = useTestApp({ config: { webDist, publicUrl: 'https://rt.example.com' } });

describe('the link preview of a shared calculation', () => {
  it('serves the RT graph of a version as a 1200 × 630 PNG, and 404 for a version that does not exist', async () => {
    const visitor = new TestClient(getApp().app);
    const link = await shareCalc(visitor, classroomCalc());
    const image = await getApp().app.inject({ method: 'GET', url: `/api/wavelets/preview/${link}/1` });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    const metadata = await sharp(image.rawPayload).metadata();
    expect(metadata).toMatchObject({ format: 'png', width: 1200, height: 630 });
    const stats = await sharp(image.rawPayload).stats();
    // Not a blank picture: the graph's lines are drawn in dark ink on white.
    expect(stats.channels[0]?.min).toBeLessThan(60);
    expect(stats.channels[0]?.max).toBe(255);
    expect((await visitor.get(`/api/wavelets/preview/${link}/2`)).statusCode).toBe(404);
    expect((await visitor.get('/api/wavelets/preview/no-such-share-link-0123456789/1')).statusCode).toBe(404);
  });

  it('writes the title, description and absolute Open Graph image into the HTML of the shared page', async () => {
    const { app } = getApp();
    const visitor = new TestClient(app);
    const link = await shareCalc(visitor, { ...classroomCalc(), name: 'Hall <A> & "B"' });
    const page = await app.inject({ method: 'GET', url: `/public/rt/${link}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    const html = page.body;
    expect(html).toContain('<title>Hall &lt;A&gt; &amp; &quot;B&quot; · Roomtone</title>');
    expect(html).toContain(
      `<meta property="og:image" content="https://rt.example.com/api/wavelets/preview/${link}/1" />`,
    );
    expect(html).toContain(`<meta property="og:url" content="https://rt.example.com/public/rt/${link}/1" />`);
    expect(html).toMatch(
      /<meta name="description" content="Shared room acoustics calculation, version 1: First design\. RT at 500 Hz \([^)]+\): \d+\.\d s\. Volume: [\d.]+ /,
    );
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(html).toContain('<div id="root"></div>');
    expect(html.match(/<meta name="description"/g)).toHaveLength(1);

    const versioned = await app.inject({ method: 'GET', url: `/public/rt/${link}/1?from=mail` });
    expect(versioned.body).toContain('og:image');
    for (const url of [`/public/rt/${link}/9`, '/public/rt/no-such-share-link-0123456789', '/public/rt']) {
      const plain = await app.inject({ method: 'GET', url });
      expect(plain.statusCode).toBe(200);
      expect(plain.body).toContain('<title>Roomtone</title>');
      expect(plain.body).not.toContain('og:image');
    }
  });
});
