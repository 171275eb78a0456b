// Packs every published package with pnpm (which applies publishConfig) into `packDir`: what an app
// developer installs. Used by the package check and by the kit-size benchmark.
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from '../pnpm.mjs';

/** Package name → tarball path, package name → its manifest, and the packages that failed to pack. */
export function packPackages(packDir) {
  const tarballs = new Map();
  const manifests = new Map();
  const failures = [];
  const packagesDir = join(repoRoot, 'packages');
  for (const dir of readdirSync(packagesDir).sort()) {
    const manifest = JSON.parse(readFileSync(join(packagesDir, dir, 'package.json'), 'utf8'));
    if (manifest.private) continue;
    const label = manifest.name;
    const packed = spawnSync('pnpm', ['pack', '--pack-destination', packDir], {
      cwd: join(packagesDir, dir),
      encoding: 'utf8',
    });
    const tarball = readdirSync(packDir).find(
      (f) => f.startsWith(`${label.replace('@', '').replace('/', '-')}-`) && f.endsWith('.tgz'),
    );
    if (packed.status !== 0 || !tarball) {
      failures.push(`${label}: pnpm pack failed\n${packed.stdout ?? ''}${packed.stderr ?? ''}`);
      continue;
    }
    tarballs.set(label, join(packDir, tarball));
    manifests.set(label, manifest);
  }
  return { tarballs, manifests, failures };
}
