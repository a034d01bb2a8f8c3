// What a node: stand-in does when the page calls something the browser cannot do: a clear error
// naming it (never a silent wrong answer).

/** An Error saying `what` needs Node.js, not the browser playground. */
export function unavailable(what: string): Error {
  return new Error(`${what} is not available in the browser playground (it needs Node.js; use the fairyforge CLI)`);
}
