import { browserStorage, createExchange } from '@tessera/http-adapter';
import { ref } from 'vue';

/**
 * The one exchange of the app, on the page's own origin (the server serves this build), the
 * token kept in localStorage so a reload stays signed in.
 */
export const exchange = createExchange({
  baseUrl: '',
  storage: browserStorage('tessera-vue:'),
  language: 'en',
});

/** Who is signed in, for the screens to follow (null when nobody is). */
export const signedInAs = ref<string | null>(null);
