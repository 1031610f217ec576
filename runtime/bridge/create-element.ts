// The element bridge: @r2wc/core drives connect/disconnect and the renderer calls; this subclass
// replaces r2wc's attribute handling with the HTML semantics of ./attributes.ts (attributes are the
// source of truth, properties reflect to them) and reads the light DOM once before the first render.
import { ELEMENT_LIBRARY_MESSAGES } from '../../catalog/messages/library-elements.ts';
import r2wc from '@r2wc/core';
import type { ComponentType } from 'react';
import { portalRenderer, viewStarted, type RenderProps } from '../../react-core/portal-root.tsx';
import type { Attribute } from './attributes.ts';
import { captureFallback, endLoading, hideByStyle, hideFallback, readAgain, showChildren } from './light-dom.ts';
import { keepChildMethods } from './placeholders.ts';
import { watchChildren } from './live-children.ts';
import { adoptStyles, BASE_STYLES } from './styles.ts';
import { logError } from '../log.ts';

// r2wc keeps its state under these registered symbols.
const PROPS: unique symbol = Symbol.for('r2wc.props') as never;
const CONTEXT: unique symbol = Symbol.for('r2wc.context') as never;
const RENDER: unique symbol = Symbol.for('r2wc.render') as never;

type AttributeMap = Record<string, Attribute<any>>;
export type AttributeValues<A extends AttributeMap> = { [K in keyof A]: A[K] extends Attribute<infer T> ? T : never };
export type ElementProps<A extends AttributeMap, D> = AttributeValues<A> & { host: HTMLElement; data: D };

export interface ElementDefinition<A extends AttributeMap, D> {
  tag: string;
  /** What the element is, for the manifest. */
  description: string;
  attributes: A;
  /** Events the element dispatches, name -> description, for the manifest. */
  events?: Record<string, string>;
  /** Reads the server-rendered children as data; runs once, before the first render. */
  read?: (host: HTMLElement) => D;
  /**
   * Code the first render needs beyond the element's own chunk (a gallery's design): the view mounts
   * once it has arrived, so the server-rendered content stays up until then instead of a blank.
   * A rejection mounts the view anyway (it shows what it can). Runs after `read`.
   */
  ready?: (host: HTMLElement, data: D) => Promise<unknown>;
  component: ComponentType<ElementProps<A, D>>;
  styles?: string;
  /**
   * True when sq.css has a loading layout for this element (its `:state(loading)` rules): the server
   * markup is laid out as the view will show it until the view commits, so the upgrade moves nothing.
   */
  loadingLayout?: boolean;
  /**
   * True when the children stay live (runtime/bridge/live-children.ts): they stay where the page put
   * them, hidden behind the view, and a framework or script may add, remove, reorder or edit them after
   * the upgrade: the view follows. Defaults to `loadingLayout` (markup laid out in place stays in place).
   */
  live?: boolean;
  /**
   * With `live`: the children besides the view are hidden by a style rule rather than a shadow root
   * (cheaper per element); for markup whose children are elements or blank text only (the cart link).
   */
  hideByStyle?: boolean;
  /**
   * The spec's own message for this element's failed render (the form's 'Could not render form',
   * visitor §8), logged after the library's when its markup cannot be read or its view throws.
   */
  renderFailed?: string;
  /**
   * False when the view has no React event handlers (onClick…): React then skips its delegated
   * listeners on this element, which makes mounting many of them much cheaper. Default true.
   */
  reactEvents?: boolean;
  /**
   * True when the first render must come in the task that read the markup: the form, whose read takes
   * what the visitor has typed, which a view coming later would lose. Otherwise the first render is a
   * transition (../../react-core/portal-root.tsx): rendered in slices, committed when done, the server
   * markup painted meanwhile.
   */
  renderAtOnce?: boolean;
}

export type SqElement<A extends AttributeMap> = HTMLElement & AttributeValues<A>;
export interface SqElementClass<A extends AttributeMap, D> {
  new (): SqElement<A>;
  readonly definition: ElementDefinition<A, D>;
  readonly observedAttributes: string[];
}

const dashed = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

type Internal = HTMLElement & {
  [PROPS]: Record<string, unknown>; [CONTEXT]?: unknown; [RENDER](): void; connectedCallback(): void;
};

export function createElementClass<A extends AttributeMap, D = undefined>(
  definition: ElementDefinition<A, D>,
): SqElementClass<A, D> {
  // Imported on a server (Node, a framework's server render), where there is no HTMLElement to extend:
  // an inert stand-in with the definition, which nothing defines as a tag.
  if (typeof HTMLElement == 'undefined') return class { static readonly definition = definition } as never;
  const { tag, attributes } = definition;
  const live = definition.live ?? definition.loadingLayout ?? false;
  const propNames = Object.keys(attributes);
  const propOf = new Map(propNames.map((p) => [dashed(p), p]));
  // Every prop is declared to r2wc as a plain string, whose parse cannot throw; the real parsing
  // happens below, so a malformed attribute never throws out of the constructor.
  const Base = r2wc(
    definition.component as unknown as ComponentType<RenderProps>,
    { props: Object.fromEntries(propNames.map((p) => [p, 'string'])) as never },
    portalRenderer(tag, {
      reactEvents: definition.reactEvents ?? true, live,
      renderAtOnce: definition.renderAtOnce ?? false, renderFailed: definition.renderFailed,
      unreadable: (host) => unreadable.has(host),
    }),
  ) as unknown as { new (): Internal; observedAttributes: string[] };

  const parse = (self: Internal, prop: string) => {
    const attribute = dashed(prop);
    return attributes[prop]!.parse(self.getAttribute(attribute), { tag, attribute });
  };

  const failed = (error: unknown) => {
    logError(ELEMENT_LIBRARY_MESSAGES.elementRenderFailed(tag), error);
    if (definition.renderFailed) logError(definition.renderFailed);
  };

  // Markup whose read threw: such an element keeps showing it and never mounts a view.
  const unreadable = new WeakSet<HTMLElement>();
  // Elements whose `ready` has settled: later connections mount at once.
  const readied = new WeakSet<HTMLElement>();
  const waiting = new WeakSet<HTMLElement>();
  let styled = false;

  class SqElementImpl extends Base {
    static readonly definition = definition;

    constructor() {
      super();
      // Defaults only: every attribute already present is delivered to attributeChangedCallback
      // right after construction (on upgrade too), so parsing here would log a bad value twice.
      for (const prop of propNames) this[PROPS][prop] = attributes[prop]!.default;
      // A property set before the element was defined (a framework rendering it before its code
      // arrived) is an own property hiding the accessor: it goes through the accessor now, so it
      // reflects to its attribute and reaches the view (the upgrade-property pattern). Only an upgrade
      // can find one, and an upgrading element may take attributes.
      for (const prop of propNames) {
        if (!Object.prototype.hasOwnProperty.call(this, prop)) continue;
        const value = (this as unknown as Record<string, unknown>)[prop];
        delete (this as unknown as Record<string, unknown>)[prop];
        try {
          (this as unknown as Record<string, unknown>)[prop] = value;
        } catch {
          // A value with no attribute text (a cyclic object): the attribute keeps its own.
        }
        // No attributeChangedCallback comes for a change made while upgrading: read it here.
        this[PROPS][prop] = parse(this, prop);
      }
    }

    override connectedCallback(): void {
      const props = this[PROPS];
      if (!styled) {
        styled = true;
        adoptStyles(BASE_STYLES);
        adoptStyles(definition.styles ?? '');
      }
      if (!('host' in props)) {
        captureFallback(this);
        if (definition.hideByStyle) hideByStyle(this);
        props.host = this;
        try {
          props.data = definition.read?.(this);
        } catch (error) {
          // Unreadable server markup: keep showing it rather than render from half the data.
          unreadable.add(this);
          endLoading(this);
          failed(error);
        }
        if (live) watchChildren(this, () => this.childrenChanged());
      }
      if (unreadable.has(this)) return;
      if (!definition.ready || readied.has(this)) {
        super.connectedCallback();
        return;
      }
      if (waiting.has(this)) return; // reconnected while waiting: the pending mount covers it
      waiting.add(this);
      const mount = () => {
        waiting.delete(this);
        readied.add(this);
        if (this.isConnected) super.connectedCallback();
      };
      let ready: Promise<unknown>;
      try {
        ready = definition.ready(this, props.data as D);
      } catch {
        ready = Promise.resolve();
      }
      ready.then(mount, mount);
    }

    /** The page changed the children of an element whose children stay live: read them again. */
    childrenChanged(): void {
      const props = this[PROPS];
      const wasUnreadable = unreadable.has(this);
      try {
        props.data = readAgain(this, () => definition.read!(this));
        unreadable.delete(this);
      } catch (error) {
        // Unreadable now (the page removed every item): its markup is shown as it is, the view hidden.
        if (!wasUnreadable) failed(error);
        unreadable.add(this);
        showChildren(this, true);
        return;
      }
      if (!this.isConnected) return;
      if (!this[CONTEXT]) {
        if (wasUnreadable) this.connectedCallback(); // readable at last: the view mounts
        return;
      }
      // Before the view's first commit the markup is the page's: the commit hides it.
      if (wasUnreadable && viewStarted(this)) hideFallback(this);
      this[RENDER]();
    }

    attributeChangedCallback(attribute: string, oldValue: string | null, value: string | null): void {
      const prop = propOf.get(attribute);
      if (!prop || oldValue === value) return;
      this[PROPS][prop] = parse(this, prop);
      // Render only when mounted: r2wc would mount here even before the element is connected.
      if (this.isConnected && this[CONTEXT]) this[RENDER]();
    }
  }

  if (live) keepChildMethods(SqElementImpl.prototype);
  for (const prop of propNames) {
    const attribute = dashed(prop);
    Object.defineProperty(SqElementImpl.prototype, prop, {
      configurable: true,
      enumerable: true,
      get(this: Internal) {
        return this[PROPS][prop];
      },
      set(this: Internal, value: unknown) {
        const text = attributes[prop]!.stringify(value);
        if (text === null) this.removeAttribute(attribute);
        else this.setAttribute(attribute, text);
      },
    });
  }
  return SqElementImpl as unknown as SqElementClass<A, D>;
}
