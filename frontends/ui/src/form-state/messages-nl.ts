import { messageTable } from '@courtside/domain';

/**
 * The shared messages in Dutch, keyed by their English text: a chunk of its own, loaded with the
 * other Dutch catalogues, so a page in English carries neither language's copy of them.
 */
export default messageTable('nl');
