import { readFileSync } from 'node:fs';
import path from 'node:path';
import { configSchema, repoRoot } from './config';

// Keeps the README's configuration table and .env.example true: every variable the backend
// reads is documented in both.
describe('configuration documentation', () => {
  const readme = readFileSync(path.join(repoRoot, 'README.md'), 'utf8');
  const example = readFileSync(path.join(repoRoot, '.env.example'), 'utf8');
  const names = Object.keys(configSchema.shape);

  it.each(names)('%s is in the README configuration table', (name) => {
    expect(readme).toMatch(new RegExp(`^\\| \`${name}\` \\|`, 'm'));
  });

  it.each(names)('%s is in .env.example', (name) => {
    expect(example).toMatch(new RegExp(`^#? ?${name}=`, 'm'));
  });
});
