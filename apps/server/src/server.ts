import type { AddressInfo } from 'node:net';
import { buildApp } from './app.ts';
import { type AppConfig, ConfigError, loadConfig, trustProxyWarning } from './config.ts';

/** After the drain time, connections still open are cut; this long after that, the process leaves regardless. */
const FORCED_EXIT_MS = 5000;

async function main(): Promise<void> {
  const config = loadConfig();
  const app = await buildApp({ config });
  let isStopping = false;
  const stop = (signal: string) => {
    if (isStopping) return;
    isStopping = true;
    app.log.info(
      { signal, drainMs: config.shutdownTimeoutMs },
      'stopping: no new connections, finishing calls',
    );
    const drain = setTimeout(() => {
      app.log.warn('calls still running after SHUTDOWN_TIMEOUT_SECONDS: closing their connections');
      app.server.closeAllConnections();
      setTimeout(() => {
        app.log.error('the server did not close in time: leaving anyway');
        process.exit(1);
      }, FORCED_EXIT_MS).unref();
    }, config.shutdownTimeoutMs);
    drain.unref();
    // Calls already on their way over an open connection (a proxy's keep-alive) are still served, each answer
    // closing its connection; the proxy then opens a new one, to another instance. Connections that fall
    // idle after their last answer are closed at once rather than at the keep-alive timeout.
    app.server.prependListener('request', (_request, response) => response.setHeader('Connection', 'close'));
    setInterval(() => app.server.closeIdleConnections(), 100).unref();
    // Stops listening, waits for the calls in flight, then closes the database.
    app.close().then(
      () => {
        clearTimeout(drain);
        app.log.info('stopped');
        process.exit(0);
      },
      (error: unknown) => {
        app.log.error({ err: error }, 'error while stopping');
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', () => stop('SIGINT'));
  process.once('SIGTERM', () => stop('SIGTERM'));
  await app.listen({ port: config.port, host: config.host });
  console.log(startMessage(config, app.server.address() as AddressInfo));
  const proxyWarning = trustProxyWarning(config);
  if (proxyWarning) console.warn(proxyWarning);
}

function startMessage(config: AppConfig, address: AddressInfo): string {
  const isEveryInterface = address.address === '0.0.0.0' || address.address === '::';
  const isLocal = isEveryInterface || address.address === '127.0.0.1' || address.address === '::1';
  const host = isLocal ? 'localhost' : address.family === 'IPv6' ? `[${address.address}]` : address.address;
  const where = config.database.kind === 'sqlite' ? config.database.file : 'PostgreSQL (DATABASE_URL)';
  const lines = [
    '',
    `Rigline is running at http://${host}:${address.port}${isEveryInterface ? ' (on every interface)' : ''}`,
    `Data: ${where}`,
  ];
  if (config.seedDemoData) {
    lines.push(
      config.isHostExplicit
        ? `Demo mode: the demo accounts, whose passwords are published, can sign in from wherever ${config.host} is reachable.`
        : 'Demo mode: listening on 127.0.0.1 only, since the demo accounts have published passwords (set HOST to change it).',
    );
  }
  return `${lines.join('\n')}\n`;
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
