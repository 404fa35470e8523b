// Fails loudly when npm scripts run on an old Node: Astro 7 and vitest 5 need >= 22.12.
// `npm run` puts node_modules/.bin first on PATH, so the pinned node@24 devDependency wins there.
const [major, minor] = process.versions.node.split('.').map(Number);
if (major < 22 || (major === 22 && minor < 12)) {
  console.error(
    `\n  ✖ Node ${process.versions.node} is too old: this project needs Node >= 22.12 (Node 24 is pinned).\n` +
      '    Run scripts through npm (npm start, npm test) so node_modules/.bin/node is used.\n',
  );
  process.exit(1);
}
