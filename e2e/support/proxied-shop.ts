import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import https from 'node:https';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { BACKEND_DIST, REPO_ROOT } from './paths';
import { E2E_ADMIN } from './shop-server';

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

function exited(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
}

async function until(what: string, check: () => Promise<boolean>, output: () => string, timeoutMs = 60_000): Promise<void> {
  for (const deadline = Date.now() + timeoutMs; Date.now() < deadline; await new Promise((r) => setTimeout(r, 100))) {
    if (await check().catch(() => false)) return;
  }
  throw new Error(`${what} not within ${timeoutMs} ms:\n${output().slice(-3000)}`);
}

/** One backend process (backend/dist/main.js) on a fixed port, which it keeps across restarts as behind a proxy. */
export class BackendProcess {
  private child: ChildProcess | null = null;
  private log = '';

  constructor(
    readonly port: number,
    private readonly env: Record<string, string>,
  ) {}

  output = () => this.log;

  async start(): Promise<void> {
    const child = spawn(process.execPath, [path.join(BACKEND_DIST, 'main.js')], {
      cwd: REPO_ROOT,
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        NODE_ENV: 'test',
        PORT: String(this.port),
        JWT_SECRET: 'e2e-only-jwt-secret-0123456789abcdef-0123456789',
        ADMIN_USERNAME: E2E_ADMIN.username,
        ADMIN_PASSWORD: E2E_ADMIN.password,
        ...this.env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child = child;
    child.stdout!.on('data', (chunk: Buffer) => (this.log += chunk.toString()));
    child.stderr!.on('data', (chunk: Buffer) => (this.log += chunk.toString()));
    await until(
      `backend on ${this.port} healthy`,
      async () => {
        if (child.exitCode !== null) throw new Error(`backend exited:\n${this.log}`);
        return (await fetch(`http://127.0.0.1:${this.port}/api/health`)).status === 200;
      },
      this.output,
    );
  }

  /** SIGTERM, as systemd, docker or a deploy script stops it; resolves once it has exited. */
  async stop(): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const killer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    await exited(child);
    clearTimeout(killer);
  }
}

/** Caddy (Debian's /usr/bin/caddy) running docker/Caddyfile with its own local CA (`local_certs`), in a directory of its own. */
export class CaddyProxy {
  private child: ChildProcess | null = null;
  private log = '';
  readonly home = fs.mkdtempSync(path.join(os.tmpdir(), 'pizzeria-caddy-'));

  constructor(
    readonly httpsPort: number,
    readonly httpPort: number,
    private readonly upstreams: number[],
  ) {}

  output = () => this.log;

  get origin(): string {
    return `https://localhost:${this.httpsPort}`;
  }

  /** The root certificate of Caddy's local CA, which the test's clients trust (and nothing else). */
  ca(): Buffer {
    return fs.readFileSync(path.join(this.home, 'data', 'caddy', 'pki', 'authorities', 'local', 'root.crt'));
  }

  async start(): Promise<void> {
    const child = spawn('/usr/bin/caddy', ['run', '--config', path.join(REPO_ROOT, 'docker', 'Caddyfile'), '--adapter', 'caddyfile'], {
      env: {
        PATH: process.env.PATH,
        HOME: this.home,
        XDG_DATA_HOME: path.join(this.home, 'data'),
        XDG_CONFIG_HOME: path.join(this.home, 'config'),
        SITE_ADDRESS: this.origin,
        UPSTREAMS: this.upstreams.map((port) => `127.0.0.1:${port}`).join(' '),
        // Test-only: certificates from Caddy's own CA, not trusted system-wide, no admin endpoint, free ports.
        CADDY_GLOBAL_OPTIONS: ['local_certs', 'skip_install_trust', 'admin off', `http_port ${this.httpPort}`, `https_port ${this.httpsPort}`].join('\n'),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child = child;
    child.stdout!.on('data', (chunk: Buffer) => (this.log += chunk.toString()));
    child.stderr!.on('data', (chunk: Buffer) => (this.log += chunk.toString()));
    await until(
      'Caddy serving HTTPS',
      async () => {
        if (child.exitCode !== null) throw new Error(`caddy exited:\n${this.log}`);
        if (!fs.existsSync(path.join(this.home, 'data', 'caddy', 'pki', 'authorities', 'local', 'root.crt'))) return false;
        return (await this.request('GET', '/api/health', undefined, '127.0.0.1')).status === 200;
      },
      this.output,
    );
  }

  async stop(): Promise<void> {
    const child = this.child;
    if (child && child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await exited(child);
    }
    fs.rmSync(this.home, { recursive: true, force: true });
  }

  private readonly agents = new Map<string, https.Agent>();

  /** A keep-alive HTTPS client per local address (127.0.0.x), trusting only Caddy's CA: one browser per address. */
  agent(localAddress: string): https.Agent {
    let agent = this.agents.get(localAddress);
    if (!agent) {
      agent = new https.Agent({ keepAlive: true, ca: this.ca(), servername: 'localhost', localAddress });
      this.agents.set(localAddress, agent);
    }
    return agent;
  }

  /** An HTTPS request through Caddy from `localAddress`; status 0 when the connection itself failed. */
  request(
    method: string,
    urlPath: string,
    body: unknown,
    localAddress: string,
    headers: Record<string, string> = {},
  ): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }> {
    return new Promise((resolve) => {
      const payload = body === undefined ? undefined : JSON.stringify(body);
      const req = https.request(
        {
          host: '127.0.0.1',
          port: this.httpsPort,
          method,
          path: urlPath,
          agent: this.agent(localAddress),
          headers: { Host: `localhost:${this.httpsPort}`, ...(payload && { 'Content-Type': 'application/json' }), ...headers },
        },
        (res) => {
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => (text += chunk));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
          res.on('error', () => resolve({ status: 0, headers: {}, body: text }));
        },
      );
      req.on('error', (error) => resolve({ status: 0, headers: {}, body: String(error) }));
      req.end(payload);
    });
  }

  destroyAgents(): void {
    for (const agent of this.agents.values()) agent.destroy();
  }
}
