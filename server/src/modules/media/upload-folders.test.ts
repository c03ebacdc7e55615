// Each process's uploads in flight have a folder of their own, so a process starting beside
// others on one DATA_DIR removes only what stopped processes left (docs/architecture.md#9-scaling-out).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { removeLeftUploads } from './upload-parser';

const roots: string[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

/** An upload root holding one half-written file in each named folder. */
function rootWith(folders: string[]): string {
  const root = mkdtempSync(path.join(tmpdir(), 'baraat-upload-root-'));
  roots.push(root);
  for (const folder of folders) mkdirSync(path.join(root, folder, 'upload-x'), { recursive: true });
  return root;
}

/** The id of a process that has come and gone. */
function deadPid(): number {
  return spawnSync(process.execPath, ['-e', '0']).pid!;
}

describe('upload folders of several processes', () => {
  it('keeps the folders of running processes and of other machines, removes the rest', () => {
    const host = hostname();
    const sibling = `${host}-${process.ppid}`;
    const dead = `${host}-${deadPid()}`;
    const elsewhere = 'another-machine-4242';
    const mine = `${host}-${process.pid}`;
    const root = rootWith([sibling, dead, elsewhere, mine, 'upload-crashed']);

    removeLeftUploads(root);

    expect(readdirSync(root).sort()).toEqual([elsewhere, sibling].sort());
    expect(existsSync(path.join(root, sibling, 'upload-x'))).toBe(true);
  });

  it('does nothing when no upload has ever been made', () => {
    expect(() => removeLeftUploads(path.join(tmpdir(), 'baraat-no-such-root'))).not.toThrow();
  });
});
