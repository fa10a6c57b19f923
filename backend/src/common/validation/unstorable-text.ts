import { API_ERRORS, MAX_JSON_DEPTH } from '@courtside/domain';

/** A lone UTF-16 surrogate: with the u flag, a well-formed pair is one code point and never matches. */
const LONE_SURROGATE = /\p{Cs}/u;

/** U+0000 (PostgreSQL refuses it in text) or a lone surrogate (not text at all). */
const unstorable = (text: string) => text.includes('\u0000') || LONE_SURROGATE.test(text);

export interface UnstorableText {
  /** Where: `name`, `courts.2`, a query or path parameter's name; '' for the value itself. */
  path: string;
  /** The message, naming the field. */
  message: string;
}

function problemAt(path: string, text: string): UnstorableText {
  const field = path || 'value';
  return {
    path,
    message: `${field} ${text.includes('\u0000') ? API_ERRORS.nulCharacter : API_ERRORS.loneSurrogate}`,
  };
}

/**
 * The first string in `value` (keys included) that holds U+0000, which PostgreSQL refuses in
 * text, or a lone surrogate (`"\ud800"` is valid JSON but no text: validator.js's encodeURI
 * throws on it), or null. Walks without recursion; bodies are already no deeper than
 * MAX_JSON_DEPTH (jsonDepthLimit), and the walk stops there regardless.
 */
export function findUnstorableText(value: unknown, path = ''): UnstorableText | null {
  const stack: [unknown, string, number][] = [[value, path, 0]];
  while (stack.length) {
    const [node, at, depth] = stack.pop()!;
    if (typeof node === 'string') {
      if (unstorable(node)) return problemAt(at, node);
    } else if (node !== null && typeof node === 'object' && depth <= MAX_JSON_DEPTH) {
      for (const [key, child] of Object.entries(node)) {
        const childPath = at ? `${at}.${key}` : key;
        if (unstorable(key)) return problemAt(childPath, key);
        stack.push([child, childPath, depth + 1]);
      }
    }
  }
  return null;
}
