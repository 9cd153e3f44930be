import type { ErrorCode } from '@roomtone/contracts';

/** An error a service raises on purpose; the error handler maps its code to a status. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly errfor: Record<string, string>;
  readonly retryAfterSeconds: number | undefined;

  constructor(
    code: ErrorCode,
    message: string,
    options: { errfor?: Record<string, string>; retryAfterSeconds?: number } = {},
  ) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.errfor = options.errfor ?? {};
    this.retryAfterSeconds = options.retryAfterSeconds;
  }
}
