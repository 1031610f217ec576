// Base of every event the library dispatches: named sq-<element>-<what>, bubbling and composed
// (DESIGN "Elements"); cancelable only where the element honours preventDefault().
export class SqEvent extends Event {
  constructor(type: `sq-${string}`, options?: { cancelable?: boolean }) {
    super(type, { bubbles: true, composed: true, ...options });
  }
}
