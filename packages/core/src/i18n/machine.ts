import { assign, setup } from 'xstate';
import type { Language } from './model.js';

export interface LanguageContext {
  readonly language: Language;
}

export type LanguageEvent = { type: 'language.change'; language: Language };

/** The chosen interface language; `persistLanguage` is provided by the composition root. */
export const languageMachine = /* @__PURE__ */ setup({
  types: {
    context: {} as LanguageContext,
    events: {} as LanguageEvent,
    input: {} as { language: Language },
  },
  actions: {
    choose: assign((_, language: Language) => ({ language })),
    persistLanguage: (_, _language: Language) => {},
  },
}).createMachine({
  id: 'language',
  context: ({ input }) => ({ language: input.language }),
  on: {
    'language.change': {
      actions: [
        { type: 'choose', params: ({ event }) => event.language },
        { type: 'persistLanguage', params: ({ event }) => event.language },
      ],
    },
  },
});
