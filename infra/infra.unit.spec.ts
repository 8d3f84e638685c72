import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse, parseAllDocuments } from 'yaml';

const dir = new URL('./', import.meta.url);
const read = (path: string) => readFileSync(new URL(path, dir), 'utf8');

type Doc = { kind?: string; metadata?: { name?: string }; spec?: Record<string, unknown> };
type Container = {
  resources?: unknown;
  livenessProbe?: unknown;
  readinessProbe?: unknown;
  securityContext?: { allowPrivilegeEscalation?: boolean };
};

describe('deployment files', () => {
  it('compose runs the production shape, every service built from its own Dockerfile stage', () => {
    const compose = parse(read('compose.yaml')) as { services: Record<string, Record<string, unknown>> };
    expect(Object.keys(compose.services).sort()).toEqual(
      ['command-api', 'eventstore', 'inbox-worker', 'kafka', 'postgres', 'projectors', 'query-api', 'web'].sort(),
    );
    for (const name of ['command-api', 'query-api', 'projectors', 'inbox-worker']) {
      const build = compose.services[name]?.build as { args?: { SERVICE?: string } };
      expect(build.args?.SERVICE).toBe(name);
    }
    const replicas = (name: string) =>
      (compose.services[name]?.deploy as { replicas?: number } | undefined)?.replicas ?? 0;
    expect(replicas('command-api')).toBeGreaterThan(1);
    expect(replicas('query-api')).toBeGreaterThan(1);
  });

  it('Dockerfiles are multi-stage, run as a non-root user and say how to check health', () => {
    for (const file of readdirSync(new URL('docker/', dir))) {
      const text = read(`docker/${file}`);
      expect(text.match(/^FROM /gm)?.length, file).toBeGreaterThan(1);
      expect(text, file).toMatch(/^USER (node|nginx)$/m);
      expect(text, file).toMatch(/^HEALTHCHECK /m);
    }
  });

  it('nginx sends reads to query-api and every other method to command-api', () => {
    const conf = read('nginx/nginx.conf');
    expect(conf).toMatch(
      /map \$request_method \$api_upstream \{\s*GET query_api;\s*HEAD query_api;\s*default command_api;/,
    );
    expect(conf).toMatch(/location \/api\/ \{\s*proxy_pass http:\/\/\$api_upstream;/);
    expect(conf).toMatch(/try_files \$uri \/index\.html;/);
  });

  it('every Kubernetes workload has resources, probes and a non-root security context', () => {
    const workloads: Doc[] = [];
    for (const file of readdirSync(new URL('k8s/', dir))) {
      for (const doc of parseAllDocuments(read(`k8s/${file}`))) {
        const value = doc.toJS() as Doc | null;
        if (value?.kind === 'Deployment' || value?.kind === 'StatefulSet') workloads.push(value);
      }
    }
    expect(workloads.map((w) => w.metadata?.name).sort()).toEqual(
      ['command-api', 'eventstore', 'inbox-worker', 'kafka', 'postgres', 'projectors', 'query-api', 'web'].sort(),
    );
    for (const workload of workloads) {
      type Pod = { spec: { securityContext?: { runAsNonRoot?: boolean }; containers: Container[] } };
      const template = workload.spec?.template as Pod | undefined;
      const pod = template?.spec ?? { containers: [] };
      expect(pod.securityContext?.runAsNonRoot, workload.metadata?.name).toBe(true);
      for (const container of pod.containers) {
        expect(container.resources, workload.metadata?.name).toBeTruthy();
        expect(container.livenessProbe, workload.metadata?.name).toBeTruthy();
        expect(container.readinessProbe, workload.metadata?.name).toBeTruthy();
        expect(container.securityContext?.allowPrivilegeEscalation, workload.metadata?.name).toBe(false);
      }
    }
    const eventstore = workloads.find((w) => w.metadata?.name === 'eventstore');
    expect(eventstore?.spec?.replicas).toBe(3);
  });
});
