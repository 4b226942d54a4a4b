import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { Storage } from '@tessera/core';

const readAll = (path: string): Record<string, string> => {
  try {
    const parsed: unknown = JSON.parse(readFileSync(path, 'utf8'));
    if (typeof parsed !== 'object' || parsed === null) return {};
    return Object.fromEntries(
      Object.entries(parsed).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
    );
  } catch {
    return {};
  }
};

/**
 * Storage in a JSON file for Node programs (the simulator keeps a session between runs). Writes go
 * to a temporary file first and are renamed into place, so a crash never leaves half a file.
 */
export const fileStorage = (path: string): Storage => {
  const values = readAll(path);
  const save = () => {
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(`${path}.tmp`, JSON.stringify(values, null, 2));
    renameSync(`${path}.tmp`, path);
  };
  return {
    get: (key) => values[key] ?? null,
    set: (key, value) => {
      values[key] = value;
      save();
    },
    remove: (key) => {
      delete values[key];
      save();
    },
    clear: () => {
      for (const key of Object.keys(values)) delete values[key];
      save();
    },
  };
};
