/** A fresh key for one checkout: a repeated Pay click finds the same order on the server. */
export function newCheckoutKey(): string {
  return crypto.randomUUID().replaceAll('-', '');
}
