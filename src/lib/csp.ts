import { createHash } from 'node:crypto';

/**
 * The Content Security Policy source that lets one inline script of our own run: its SHA-256,
 * as `script-src` takes it. The script must be emitted byte for byte as hashed.
 * @example inlineScriptHash('') // => 'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='
 */
export function inlineScriptHash(script: string): `sha256-${string}` {
  return `sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}`;
}
