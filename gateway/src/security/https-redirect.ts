import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';

/** A Host header we are willing to put into a redirect: a DNS name or an IPv4/IPv6 literal, with an optional port. */
const HOST = /^(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;

/**
 * Where a plain-HTTP request is sent: the same host and path over HTTPS, on `httpsPort` (omitted when 443).
 * Undefined when the Host header is missing or malformed (the answer is then a 400).
 */
export function httpsLocation(host: string | undefined, url: string | undefined, httpsPort: number): string | undefined {
  if (!host || !HOST.test(host)) return undefined;
  const hostname = host.startsWith('[') ? host.slice(0, host.indexOf(']') + 1) : host.split(':')[0]!;
  const path = url && url.startsWith('/') && !url.startsWith('//') ? url : '/';
  return `https://${hostname}${httpsPort === 443 ? '' : `:${httpsPort}`}${path}`;
}

function redirect(httpsPort: number) {
  return (req: IncomingMessage, res: ServerResponse) => {
    const location = httpsLocation(req.headers.host, req.url, httpsPort);
    res.setHeader('cache-control', 'no-store');
    res.setHeader('x-content-type-options', 'nosniff');
    if (!location) {
      res.writeHead(400, { 'content-type': 'application/json; charset=utf-8' });
      res.end(JSON.stringify({ statusCode: 400, code: 'HTTPS_REQUIRED', message: 'This site is served over HTTPS' }));
      return;
    }
    // 308 keeps the method and body; no HSTS here: it is only meaningful (and only honoured) over HTTPS.
    res.writeHead(308, { location, 'content-length': '0' });
    res.end();
  };
}

/**
 * The HTTP → HTTPS redirect listener (HTTP_PORT when the gateway serves TLS). It answers every request with a 308
 * to the same URL over HTTPS and serves nothing else.
 */
export async function listenHttpsRedirect(options: { port: number; host: string; httpsPort: number }): Promise<Server> {
  const server = createServer(redirect(options.httpsPort));
  server.keepAliveTimeout = 5_000;
  server.headersTimeout = 10_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  return server;
}

/** Closes the redirect listener (and its idle keep-alive connections). */
export function closeServer(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    server.closeIdleConnections();
  });
}
