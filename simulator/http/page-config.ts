import fs from 'node:fs';
import path from 'node:path';
import { mergeRuntimeConfig, type RuntimeConfig } from '../../src/contract/runtime-config';

/**
 * The page configuration served at `/config.json`: `<distDir>/config.json` (copied from
 * public/config.json by the build, and the file a deployment edits) over the contract defaults.
 * The broker and the API check the same credentials this file hands to the console.
 */
export function loadPageConfig(distDir: string): RuntimeConfig {
  const file = path.join(distDir, 'config.json');
  if (!fs.existsSync(file)) return mergeRuntimeConfig({}).config;
  let raw: unknown;
  try {
    raw = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`${file} is not valid JSON: ${(error as Error).message}`);
  }
  const { config, ignored } = mergeRuntimeConfig(raw);
  if (ignored.length) console.warn(`[simulator] ${file}: ignored invalid values for ${ignored.join(', ')}`);
  return config;
}
