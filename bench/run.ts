import { readdirSync } from 'node:fs';

/**
 * `npm run bench -- <name> [<name> …]` runs bench/<name>.ts (its default export). Figures go to stdout;
 * speed targets are checked here, never by tests.
 */
const available = readdirSync(new URL('.', import.meta.url))
  .filter((f) => f.endsWith('.ts') && f !== 'run.ts' && !f.startsWith('_'))
  .map((f) => f.replace(/\.ts$/, ''))
  .sort();

const names = process.argv.slice(2);
if (names.length === 0) {
  console.log(`Usage: npm run bench -- <name> [<name> …]\nAvailable: ${available.join(', ')}`);
  process.exit(0);
}
for (const name of names) {
  if (!available.includes(name)) {
    console.error(`No benchmark named ${name}. Available: ${available.join(', ')}`);
    process.exit(2);
  }
}
for (const name of names) {
  console.log(`\n== ${name} ==`);
  const module = (await import(`./${name}.ts`)) as { default?: () => Promise<unknown>; run?: () => Promise<unknown> };
  const run = module.default ?? module.run;
  if (!run) throw new Error(`bench/${name}.ts exports no run()`);
  await run();
}
process.exit(0);
