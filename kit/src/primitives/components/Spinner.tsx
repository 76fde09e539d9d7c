/**
 * A small spinning ring; decorative, so the text beside it says what is happening.
 * @example <button className="wk-btn"><Spinner /> Switching</button>
 */
export function Spinner() {
  return <span className="wk-spinner" aria-hidden="true" />
}
