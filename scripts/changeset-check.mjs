// A change to a published package carries a changeset: `changeset status` over the commits this
// branch has that main has not. The base is where the branch left main (origin/main when the clone
// has it, else the local main). On main itself (a fresh clone, or CI building main) there is nothing
// to compare, and a branch that changes nothing under packages/ has nothing to declare: both pass.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { repoRoot } from './pnpm.mjs';

function git(...args) {
  const result = spawnSync('git', args, { cwd: repoRoot, encoding: 'utf8' });
  return result.status === 0 ? result.stdout.trim() : undefined;
}

const head = git('rev-parse', 'HEAD');
const mainRef = ['origin/main', 'main'].find((ref) =>
  git('rev-parse', '--verify', '--quiet', `${ref}^{commit}`),
);
const base = head && mainRef ? git('merge-base', 'HEAD', mainRef) : undefined;

if (!head || !mainRef || !base) {
  console.log(
    `changesets: no main branch to compare with (${head ? 'no main or no common history' : 'not a git checkout'}); skipped`,
  );
  process.exit(0);
}
if (base === head) {
  console.log(`changesets: HEAD is on ${mainRef}, no branch changes to check`);
  process.exit(0);
}
const changed = (git('diff', '--name-only', `${base}...HEAD`, '--', 'packages/') ?? '')
  .split('\n')
  .filter(Boolean);
if (changed.length === 0) {
  console.log(`changesets: no change under packages/ since ${mainRef} (${base.slice(0, 7)})`);
  process.exit(0);
}

// A release branch (`changeset version`) consumes the changesets and writes the changelogs: the
// changes it ships are declared in them.
const consumed = (
  git('diff', '--name-only', '--diff-filter=D', `${base}...HEAD`, '--', '.changeset/*.md') ?? ''
)
  .split('\n')
  .filter(Boolean);
if (consumed.length > 0 && changed.some((file) => file.endsWith('/CHANGELOG.md'))) {
  console.log(
    `changesets: this branch versions the packages (${consumed.length} changesets consumed into CHANGELOGs)`,
  );
  process.exit(0);
}

console.log(
  `changesets: ${changed.length} file(s) under packages/ changed since ${mainRef} (${base.slice(0, 7)})`,
);
const status = spawnSync(join(repoRoot, 'node_modules', '.bin', 'changeset'), ['status', `--since=${base}`], {
  cwd: repoRoot,
  stdio: 'inherit',
});
if (status.status !== 0) {
  console.error(
    'A published package changed without a changeset: run `pnpm changeset` (or `pnpm changeset --empty` for a change no user of the package can notice).',
  );
}
process.exit(status.status ?? 1);
