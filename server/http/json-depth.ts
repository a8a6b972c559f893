/**
 * The deepest a JSON body may nest. The spec's payloads nest three or four levels (a sheet, its rows,
 * a row's items); an array nested 20,000 levels deep parsed fine but overflowed the stack of the
 * validation behind it, which answered HTTP 500 on 277 calls. Refused before `JSON.parse`, in one
 * pass over the text, so no call ever sees such a body.
 */
export const MAX_JSON_DEPTH = 32;

/** Whether `text` (JSON) opens more than `max` arrays or objects inside each other; strings are skipped. */
export function nestsDeeperThan(text: string, max = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92 /* \ */) i++;
      else if (c === 34 /* " */) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 91 /* [ */ || c === 123 /* { */) {
      if (++depth > max) return true;
    } else if (c === 93 /* ] */ || c === 125 /* } */) depth--;
  }
  return false;
}
