import type { IncomingMessage } from 'node:http';

/**
 * A request's body as text, refused past `limit` bytes: the one body reader of the service,
 * the demo pages' forms and the card gateway. Past the limit the rest is drained (so the
 * caller can still answer) and the promise rejects with `tooLarge()`.
 */
export function readBody(req: IncomingMessage, limit: number, tooLarge: () => Error = () => new Error(`The request body is larger than ${limit} bytes.`)): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let refused = false;
    req.on('data', (chunk: Buffer) => {
      if (refused) return;
      size += chunk.length;
      if (size > limit) {
        refused = true;
        reject(tooLarge());
        req.resume();
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => {
      if (!refused) resolve(Buffer.concat(chunks).toString('utf8'));
    });
    req.on('error', reject);
  });
}
