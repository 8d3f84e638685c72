import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, closeSync, mkdirSync, mkdtempSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createConnection } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '@tb/platform';
import { ImapFlow } from 'imapflow';

export const IMAP_USER = 'hr';
const PASSWORD = 'secret';

/** Why Dovecot tests cannot run here, or null when they can. */
export function dovecotMissing(): string | null {
  const found = spawnSync('sh', ['-c', 'command -v dovecot'], { encoding: 'utf8' });
  return found.status === 0 ? null : 'dovecot is not installed (apt-get install -y dovecot-imapd)';
}

const waitForPort = async (port: number, up: boolean, timeoutMs = 10_000) => {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = createConnection({ port, host: '127.0.0.1' }, () => {
        socket.destroy();
        resolve(true);
      }).on('error', () => resolve(false));
    });
    if (open === up) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`dovecot port ${port} did not go ${up ? 'up' : 'down'}`);
};

/** A throwaway Dovecot on 127.0.0.1 with one user and a Maildir (ENVIRONMENT.md's configuration). */
export class TestDovecot {
  readonly dir = mkdtempSync(join(tmpdir(), 'tb-dovecot-'));
  private readonly configFile = join(this.dir, 'dovecot.conf');
  port = 0;

  get url(): string {
    return `imap://${IMAP_USER}:${PASSWORD}@127.0.0.1:${this.port}`;
  }

  async start(): Promise<void> {
    if (!this.port) this.port = await freePort();
    const mail = join(this.dir, 'mail');
    mkdirSync(join(this.dir, 'run'), { recursive: true });
    mkdirSync(join(mail, IMAP_USER), { recursive: true });
    execFileSync('chown', ['-R', 'nobody:nogroup', mail]);
    // Dovecot's auth process runs as its own user and must reach the users file.
    chmodSync(this.dir, 0o755);
    writeFileSync(join(this.dir, 'users'), `${IMAP_USER}:{PLAIN}${PASSWORD}\n`);
    writeFileSync(
      this.configFile,
      `base_dir = ${join(this.dir, 'run')}
state_dir = ${join(this.dir, 'state')}
log_path = ${join(this.dir, 'dovecot.log')}
protocols = imap
listen = 127.0.0.1
ssl = no
disable_plaintext_auth = no
auth_mechanisms = plain login
mail_location = maildir:~/Maildir
first_valid_uid = 1
passdb {
  driver = passwd-file
  args = scheme=PLAIN username_format=%u ${join(this.dir, 'users')}
}
userdb {
  driver = static
  args = uid=nobody gid=nogroup home=${mail}/%u
}
service imap-login {
  inet_listener imap {
    address = 127.0.0.1
    port = ${this.port}
  }
  inet_listener imaps {
    port = 0
  }
}
`,
    );
    mkdirSync(join(this.dir, 'state'), { recursive: true });
    // After a kill the old sessions may still be going away: try again for a moment.
    // Its errors go to a file: the daemon it forks inherits the handles, so a pipe would never close.
    const errors = join(this.dir, 'start-errors.log');
    for (let attempt = 1; ; attempt++) {
      const errorFile = openSync(errors, 'w');
      const started = spawnSync('dovecot', ['-c', this.configFile], { stdio: ['ignore', 'ignore', errorFile] });
      closeSync(errorFile);
      if (started.status === 0) break;
      if (attempt >= 20) throw new Error(`dovecot did not start: ${readFileSync(errors, 'utf8')}`);
      await new Promise((r) => setTimeout(r, 250));
    }
    await waitForPort(this.port, true);
  }

  async stop(): Promise<void> {
    spawnSync('dovecot', ['-c', this.configFile, 'stop'], { stdio: 'ignore' });
    await waitForPort(this.port, false);
  }

  /** Kills the server and its sessions at once (SIGKILL by their ids): connections drop mid-command. */
  async kill(): Promise<void> {
    const master = readFileSync(join(this.dir, 'run', 'master.pid'), 'utf8').trim();
    const children = spawnSync('pgrep', ['-P', master], { encoding: 'utf8' }).stdout.split(/\s+/).filter(Boolean);
    for (const pid of [...children, master]) spawnSync('kill', ['-9', pid], { stdio: 'ignore' });
    await waitForPort(this.port, false);
    rmSync(join(this.dir, 'run', 'master.pid'), { force: true });
  }

  async destroy(): Promise<void> {
    await this.stop().catch(() => {});
    rmSync(this.dir, { recursive: true, force: true });
  }

  /** Delivers messages into the user's mailbox over IMAP APPEND. */
  async append(mailbox: string, ...messages: Buffer[]): Promise<void> {
    const client = new ImapFlow({
      host: '127.0.0.1',
      port: this.port,
      secure: false,
      doSTARTTLS: false,
      auth: { user: IMAP_USER, pass: PASSWORD },
      logger: false,
    });
    await client.connect();
    try {
      if (mailbox !== 'INBOX') await client.mailboxCreate(mailbox).catch(() => undefined);
      for (const message of messages) await client.append(mailbox, message);
    } finally {
      await client.logout();
    }
  }
}
