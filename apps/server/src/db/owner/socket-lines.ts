import type { Socket } from 'node:net';

/** Writes one JSON message as a line. */
export function writeMessage(socket: Socket, message: unknown): void {
  if (!socket.writable) return;
  socket.write(`${JSON.stringify(message)}\n`);
}

/**
 * Reads a socket line by line: `next()` resolves with the next line, or undefined once the other
 * side has closed (or `timeoutMs` passed without a line).
 */
export class LineReader {
  private buffer = '';
  private readonly lines: string[] = [];
  private isEnded = false;
  private waiting: (() => void) | undefined;

  constructor(socket: Socket) {
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      this.buffer += chunk;
      let newline = this.buffer.indexOf('\n');
      while (newline !== -1) {
        this.lines.push(this.buffer.slice(0, newline));
        this.buffer = this.buffer.slice(newline + 1);
        newline = this.buffer.indexOf('\n');
      }
      this.wake();
    });
    const end = () => {
      this.isEnded = true;
      this.wake();
    };
    socket.on('end', end);
    socket.on('close', end);
    socket.on('error', end);
  }

  private wake(): void {
    const waiting = this.waiting;
    this.waiting = undefined;
    waiting?.();
  }

  async next(timeoutMs?: number): Promise<string | undefined> {
    const deadline = timeoutMs === undefined ? undefined : Date.now() + timeoutMs;
    while (this.lines.length === 0 && !this.isEnded) {
      const remaining = deadline === undefined ? undefined : deadline - Date.now();
      if (remaining !== undefined && remaining <= 0) return undefined;
      await new Promise<void>((resolve) => {
        this.waiting = resolve;
        if (remaining !== undefined) setTimeout(resolve, remaining).unref();
      });
    }
    return this.lines.shift();
  }
}
