import type { Language } from '@tessera/core';
import { en, type Messages } from './en';
import { fra } from './fra';
import { hk } from './hk';
import { jp } from './jp';
import { kor } from './kor';
import { pt } from './pt';
import { spa } from './spa';
import { th } from './th';
import { zh } from './zh';

/** Every interface language's messages, by the app's language code (the translator's too). */
export const MESSAGES: Readonly<Record<Language, Messages>> = { zh, en, hk, th, jp, pt, kor, fra, spa };

export type { Messages };
