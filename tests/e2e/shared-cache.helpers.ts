import { once } from 'node:events';
import { createServer, request as forward, type IncomingHttpHeaders } from 'node:http';

interface Stored {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
  /** The stored request's values of the headers the response varies on. */
  vary: [string, string | undefined][];
  freshUntil: number;
}

const header = (value: string | string[] | undefined) => (Array.isArray(value) ? value.join(', ') : value);

/** Shared-cache lifetime in seconds (RFC 9111 §4.2.1): none for private or no-store answers. */
function lifetime(cacheControl = ''): number {
  const directives = new Map(
    cacheControl.split(',').map((part) => {
      const [name = '', value = ''] = part.trim().toLowerCase().split('=');
      return [name, value] as const;
    }),
  );
  if (directives.has('private') || directives.has('no-store')) return 0;
  return Number(directives.get('s-maxage') ?? directives.get('max-age') ?? 0) || 0;
}

/**
 * A minimal standards-following shared cache in front of the shop, as a CDN keyed on the URL would
 * be: GET 200 answers are kept for s-maxage (else max-age) unless private or no-store, and reused
 * only for requests that send the same values of the headers named in Vary (RFC 9111 §4.1).
 * Answers carry `x-shared-cache: HIT|MISS`.
 */
export async function startSharedCache(port: number, upstreamPort: number) {
  const store = new Map<string, Stored>();
  const server = createServer((req, res) => {
    const key = req.url ?? '/';
    const stored = req.method === 'GET' ? store.get(key) : undefined;
    const matches = stored?.vary.every(([name, value]) => header(req.headers[name]) === value);
    if (stored && matches && stored.freshUntil > Date.now()) {
      res.writeHead(stored.status, { ...stored.headers, 'x-shared-cache': 'HIT' });
      res.end(stored.body);
      return;
    }
    const upstream = forward(
      { host: '127.0.0.1', port: upstreamPort, path: key, method: req.method, headers: req.headers },
      async (answer) => {
        const chunks: Buffer[] = [];
        for await (const chunk of answer) chunks.push(chunk as Buffer);
        const body = Buffer.concat(chunks);
        const headers = { ...answer.headers, 'content-length': String(body.length) };
        delete headers['transfer-encoding'];
        const names = (header(answer.headers.vary) ?? '')
          .split(',')
          .map((name) => name.trim().toLowerCase())
          .filter(Boolean);
        const seconds = lifetime(header(answer.headers['cache-control']));
        if (req.method === 'GET' && answer.statusCode === 200 && seconds > 0 && !names.includes('*')) {
          const vary = names.map((name): [string, string | undefined] => [name, header(req.headers[name])]);
          store.set(key, { status: 200, headers, body, vary, freshUntil: Date.now() + seconds * 1000 });
        }
        res.writeHead(answer.statusCode ?? 502, { ...headers, 'x-shared-cache': 'MISS' });
        res.end(body);
      },
    );
    req.pipe(upstream);
  });
  server.listen(port, '127.0.0.1');
  await once(server, 'listening');
  return {
    url: `http://127.0.0.1:${port}`,
    async stop() {
      server.closeAllConnections();
      server.close();
      await once(server, 'close');
    },
  };
}
