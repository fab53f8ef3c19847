import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';

export interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

export interface RawRequestOptions {
  /** The local address to send from: any 127.x.y.z is this machine's loopback on Linux (a proxy, a client…). */
  localAddress?: string;
  headers?: Record<string, string>;
  method?: string;
  /** Trusts this (self-signed) certificate for `localhost`. */
  ca?: Buffer;
}

/**
 * One request on a fresh connection, the answer as it came: for the edge specs, which choose what `fetch` does not
 * let them (the local address, the Host header, a private CA).
 */
export function rawRequest(url: string, options: RawRequestOptions = {}): Promise<RawAnswer> {
  const u = new URL(url);
  const request = u.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: u.hostname,
        port: u.port,
        path: u.pathname + u.search,
        method: options.method ?? 'GET',
        headers: options.headers,
        ...(options.localAddress ? { localAddress: options.localAddress } : {}),
        ...(options.ca ? { ca: options.ca, servername: 'localhost' } : {}),
        agent: false,
      },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (body += c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      },
    );
    req.on('error', reject);
    req.end();
  });
}
