import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../src/paths.ts';

/** The README's own lists, against the repository: its Layout and its list of the contributors' docs. */
const readme = readFileSync(path.join(repoRoot, 'README.md'), 'utf8');

/** The first word of each line of the code block under "## Layout". */
function layoutEntries() {
  const section = readme.split(/^## Layout$/m)[1] ?? '';
  const block = section.match(/```\n([\s\S]*?)```/)?.[1] ?? '';
  return block
    .split('\n')
    .map((line) => line.split(/\s+/)[0] ?? '')
    .filter(Boolean)
    .map((entry) => entry.replace(/\/$/, ''));
}

/** Folders at the top of the repository: what git keeps, not what installs, builds and runs leave there. */
const ignored = new Set(
  readFileSync(path.join(repoRoot, '.gitignore'), 'utf8')
    .split('\n')
    .filter((line) => /^[\w.-]+\/$/.test(line))
    .map((line) => line.slice(0, -1)),
);
const topFolders = () =>
  readdirSync(repoRoot, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('.') && !ignored.has(entry.name))
    .map((entry) => entry.name);

describe('README', () => {
  it('Layout names every workspace and every top-level folder, and nothing that is not there', () => {
    const entries = layoutEntries();
    const { workspaces } = JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as {
      workspaces: string[];
    };
    expect(entries.filter((entry) => entry.includes('/')).sort()).toEqual([...workspaces].sort());
    for (const folder of topFolders()) {
      expect(
        entries.some((entry) => entry === folder || entry.startsWith(`${folder}/`)),
        folder,
      ).toBe(true);
    }
    for (const entry of entries) expect(topFolders(), entry).toContain(entry.split('/')[0]);
  });

  it('links every file of docs/', () => {
    const linked = new Set([...readme.matchAll(/\]\(docs\/([\w.-]+\.md)\)/g)].map((m) => m[1]));
    const docs = readdirSync(path.join(repoRoot, 'docs')).filter((file) => file.endsWith('.md'));
    expect(docs.filter((file) => !linked.has(file))).toEqual([]);
  });
});
