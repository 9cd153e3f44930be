import { describe, expect, it } from 'vitest';
import { payments } from '../src/db/schema/index.ts';
import { ORDERS_BY_ADDRESS, ORDERS_BY_USER } from '../src/modules/payments/payments.routes.ts';
import { checkoutKey } from './helpers/payments-fixtures.ts';
import { useTestApp } from './helpers/test-app.ts';
import { TestClient } from './helpers/test-client.ts';
import { classroomCalc, signUp } from './helpers/workspace-fixtures.ts';

const getApp = useTestApp();

function shareOrder(client: TestClient) {
  return client.post('/api/payment/create', {
    purpose: 'share',
    calc: JSON.stringify(classroomCalc()),
    message: 'Our hall',
    receiptEmail: 'payer@example.com',
    idempotencyKey: checkoutKey(),
  });
}

async function orderCount(): Promise<number> {
  return (await getApp().context.database.db.select({ id: payments.id }).from(payments)).length;
}

describe('the limit on new orders', () => {
  it('answers 429 with Retry-After past the limit of one address, creating no order, while other addresses buy on', async () => {
    const { app } = getApp();
    const prober = new TestClient(app, '10.18.0.1');
    for (let index = 0; index < ORDERS_BY_ADDRESS.limit; index++) {
      expect((await shareOrder(prober)).statusCode).toBe(201);
    }
    const over = await shareOrder(prober);
    expect(over.statusCode).toBe(429);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    expect(over.json().success).toBe(false);
    expect(await orderCount()).toBe(ORDERS_BY_ADDRESS.limit);
    expect((await shareOrder(new TestClient(app, '10.18.0.2'))).statusCode).toBe(201);
  });

  it('limits one account across addresses', async () => {
    const { app } = getApp();
    const person = await signUp(app);
    for (let index = 0; index < ORDERS_BY_USER.limit; index++) {
      const client = new TestClient(app, `10.18.1.${index + 1}`);
      for (const [name, value] of person.client.cookies) client.cookies.set(name, value);
      expect((await shareOrder(client)).statusCode).toBe(201);
    }
    const before = await orderCount();
    const over = await shareOrder(person.client);
    expect(over.statusCode).toBe(429);
    expect(await orderCount()).toBe(before);
  });
});
