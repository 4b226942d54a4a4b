export type { MessageCode } from './catalogue.js';
export type { MessageParams } from './translate.js';
export { isMessageCode, translate } from './translate.js';
