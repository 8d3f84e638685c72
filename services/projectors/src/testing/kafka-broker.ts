import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import {
  closeSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { homedir, tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '@tb/platform';
import { Kafka, logLevel } from 'kafkajs';

/**
 * Test support: a real Apache Kafka broker (KRaft, broker and controller in one JVM) on 127.0.0.1. Its jars come
 * from Maven Central through `mvn dependency:copy-dependencies` the first time, into a cache folder
 * (`KAFKA_CACHE_DIR`, default ~/.cache/talent-bridge/kafka-<version>); later runs start it from there in ~5 s.
 * Needs Java 17+ (and Maven the first time): `kafkaUnavailableReason()` says what is missing.
 */
export const KAFKA_VERSION = '4.1.1';
const LOG4J_VERSION = '2.24.3';

const cacheDir = () =>
  process.env.KAFKA_CACHE_DIR ?? join(homedir(), '.cache', 'talent-bridge', `kafka-${KAFKA_VERSION}`);
const libsDir = () => join(cacheDir(), 'libs');
const found = (command: string, args: string[]) => spawnSync(command, args, { stdio: 'ignore' }).status === 0;

/** Why no broker can be started here, or null. */
export function kafkaUnavailableReason(): string | null {
  if (!found('java', ['-version'])) return 'Java is not installed (apt-get install openjdk-17-jre-headless)';
  if (!existsSync(libsDir()) && !found('mvn', ['-v']))
    return `Maven is not installed (apt-get install maven) and ${libsDir()} holds no Kafka jars yet`;
  return null;
}

/** Kafka's jars and their dependencies (log4j's SLF4J binding so the broker's log says why it failed). */
function ensureJars(): string {
  const libs = libsDir();
  if (existsSync(libs)) return libs;
  const dir = cacheDir();
  mkdirSync(dir, { recursive: true });
  const dependency = (group: string, artifact: string, version: string) =>
    `<dependency><groupId>${group}</groupId><artifactId>${artifact}</artifactId><version>${version}</version></dependency>`;
  writeFileSync(
    join(dir, 'pom.xml'),
    `<project xmlns="http://maven.apache.org/POM/4.0.0">
  <modelVersion>4.0.0</modelVersion>
  <groupId>local.talent-bridge</groupId>
  <artifactId>kafka-broker</artifactId>
  <version>1</version>
  <packaging>pom</packaging>
  <dependencies>
    ${dependency('org.apache.kafka', 'kafka_2.13', KAFKA_VERSION)}
    ${dependency('org.apache.logging.log4j', 'log4j-slf4j-impl', LOG4J_VERSION)}
  </dependencies>
</project>
`,
  );
  // Into a temporary folder renamed at the end: an interrupted download is never taken for a complete one.
  const partial = `${libs}.partial-${process.pid}`;
  // Three tries: a registry that drops a download midway fails one run of mvn, not the test run.
  let said = '';
  for (let attempt = 1; attempt <= 3; attempt++) {
    const result = spawnSync(
      'mvn',
      ['-q', '-B', '-f', join(dir, 'pom.xml'), 'dependency:copy-dependencies', `-DoutputDirectory=${partial}`],
      { encoding: 'utf8', timeout: 300_000 },
    );
    if (result.status === 0) {
      renameSync(partial, libs);
      return libs;
    }
    rmSync(partial, { recursive: true, force: true });
    said = `${result.stdout ?? ''}${result.stderr ?? ''}`.slice(-2000);
  }
  throw new Error(`mvn could not fetch Kafka ${KAFKA_VERSION}: ${said}`);
}

export interface KafkaBroker {
  /** `127.0.0.1:<port>`, for KAFKA_BROKERS. */
  readonly brokers: string[];
  /** Starts the stopped broker again on the same port and data. */
  start(): Promise<void>;
  /** Controlled shutdown (SIGTERM), then waits for the JVM to exit. */
  stop(): Promise<void>;
  /** Stops the broker and deletes its data. */
  destroy(): Promise<void>;
  /** The broker's last log lines (to say why a test failed). */
  logTail(): string;
}

/** Formats a new single-node cluster in a temporary folder and starts it. */
export async function startKafkaBroker(): Promise<KafkaBroker> {
  const libs = ensureJars();
  const dir = mkdtempSync(join(tmpdir(), 'tb-kafka-'));
  const [port, controllerPort] = [await freePort(), await freePort()];
  const properties = join(dir, 'server.properties');
  writeFileSync(
    properties,
    [
      'process.roles=broker,controller',
      'node.id=1',
      `controller.quorum.voters=1@127.0.0.1:${controllerPort}`,
      `listeners=PLAINTEXT://127.0.0.1:${port},CONTROLLER://127.0.0.1:${controllerPort}`,
      `advertised.listeners=PLAINTEXT://127.0.0.1:${port}`,
      'controller.listener.names=CONTROLLER',
      'listener.security.protocol.map=PLAINTEXT:PLAINTEXT,CONTROLLER:PLAINTEXT',
      'inter.broker.listener.name=PLAINTEXT',
      `log.dirs=${join(dir, 'data')}`,
      // Topics created on first use get three partitions, so streams spread and per-stream order is tested.
      'num.partitions=3',
      'auto.create.topics.enable=true',
      // One node: no replication; one partition for the internal topics, which load faster.
      'offsets.topic.replication.factor=1',
      'offsets.topic.num.partitions=1',
      'transaction.state.log.replication.factor=1',
      'transaction.state.log.min.isr=1',
      'transaction.state.log.num.partitions=1',
      'group.initial.rebalance.delay.ms=0',
    ].join('\n'),
  );
  writeFileSync(
    join(dir, 'log4j2.properties'),
    [
      'rootLogger.level=WARN',
      'rootLogger.appenderRef.file.ref=FILE',
      'appender.file.type=File',
      'appender.file.name=FILE',
      `appender.file.fileName=${join(dir, 'broker.log')}`,
      'appender.file.layout.type=PatternLayout',
      'appender.file.layout.pattern=[%d] %p %m (%c)%n',
    ].join('\n'),
  );
  const java = (mainClass: string, args: string[]) => [
    '-Xms128m',
    '-Xmx512m',
    '-XX:+UseSerialGC',
    `-Dlog4j2.configurationFile=${join(dir, 'log4j2.properties')}`,
    '-cp',
    `${libs}/*`,
    mainClass,
    ...args,
  ];
  const format = spawnSync(
    'java',
    java('kafka.tools.StorageTool', ['format', '-t', 'tb-test-cluster-0000001', '-c', properties]),
    { encoding: 'utf8', timeout: 60_000 },
  );
  if (format.status !== 0) throw new Error(`Kafka storage format failed: ${format.stdout}${format.stderr}`);

  const brokers = [`127.0.0.1:${port}`];
  const output = join(dir, 'stdout.log');
  let child: ChildProcess | null = null;
  // A test run that ends without stopping the broker (a crash, a timeout) must not leave a JVM behind.
  const killOnExit = () => child?.kill('SIGKILL');
  process.once('exit', killOnExit);
  const logTail = () =>
    ['broker.log', 'stdout.log']
      .map((name) => join(dir, name))
      .filter((path) => existsSync(path))
      .map((path) => readFileSync(path, 'utf8').split('\n').slice(-30).join('\n'))
      .join('\n');

  const broker: KafkaBroker = {
    brokers,
    logTail,
    async start() {
      if (child) return;
      const fd = openSync(output, 'a');
      const started = spawn('java', java('kafka.Kafka', [properties]), { stdio: ['ignore', fd, fd] });
      closeSync(fd);
      child = started;
      const exited = new Promise<never>((_, reject) =>
        started.once('exit', (code) => reject(new Error(`Kafka exited during start (${code}):\n${logTail()}`))),
      );
      exited.catch(() => {});
      await Promise.race([answers(brokers, 90_000), exited]);
    },
    async stop() {
      const running = child;
      if (!running) return;
      child = null;
      if (running.exitCode !== null || running.signalCode !== null) return;
      const exited = new Promise<void>((resolve) => running.once('exit', () => resolve()));
      running.kill('SIGTERM');
      const timer = setTimeout(() => running.kill('SIGKILL'), 30_000);
      await exited;
      clearTimeout(timer);
    },
    async destroy() {
      await broker.stop();
      process.removeListener('exit', killOnExit);
      rmSync(dir, { recursive: true, force: true });
    },
  };
  await broker.start();
  return broker;
}

/** Resolves once the broker answers a metadata request. */
async function answers(brokers: string[], timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const admin = new Kafka({
      clientId: 'tb-broker-check',
      brokers,
      connectionTimeout: 1_000,
      retry: { retries: 0 },
      logLevel: logLevel.NOTHING,
    }).admin();
    try {
      await admin.connect();
      await admin.describeCluster();
      return;
    } catch (error) {
      if (Date.now() > deadline) throw new Error(`Kafka did not answer within ${timeoutMs} ms: ${String(error)}`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    } finally {
      await admin.disconnect().catch(() => {});
    }
  }
}
