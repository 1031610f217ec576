// <sq-search-preview>'s view: the search form as a combobox (ARIA 1.2 pattern). As the visitor types,
// a debounced preview call (clock seam) fills a listbox of up to `limit` results; arrows move, Enter
// opens the active result, Escape closes. The form still submits to its action (/search).
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { SEARCH_PREVIEW_DEFAULTS, SEARCH_PREVIEW_LABELS } from '../../catalog/members.ts';
import { UI_MESSAGES } from '../../catalog/messages/ui.ts';
import { debounce } from '../../runtime/clock.ts';
import { navigate } from '../../runtime/utils/safe-url.ts';
import { fetchPreview, type PreviewItem, type SearchFormData } from './data.ts';

export interface SearchPreviewProps { limit: number; minChars: number; host: HTMLElement; data: SearchFormData }
type Phase = 'idle' | 'loading' | 'done' | 'error';

/** Where choosing a result goes, unless a listener cancels the sq-search-preview-select event. */
export const searchNavigation = { go: (url: string) => navigate(url, 'web', 'a search result') };

export function SearchPreview({ limit, minChars, host, data }: SearchPreviewProps) {
  const id = useId();
  const [query, setQuery] = useState(data.value);
  const [items, setItems] = useState<PreviewItem[]>([]);
  const [phase, setPhase] = useState<Phase>('idle');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const asked = useRef(0);
  const max = Math.max(1, Math.floor(limit) || SEARCH_PREVIEW_DEFAULTS.limit);

  const ask = useMemo(() => debounce((q: string) => {
    const ticket = ++asked.current;
    setPhase('loading');
    fetchPreview(q, max).then(
      (found) => { if (ticket === asked.current) { setItems(found); setActive(-1); setPhase('done'); } },
      () => { if (ticket === asked.current) { setItems([]); setActive(-1); setPhase('error'); } },
    );
  }, SEARCH_PREVIEW_DEFAULTS.debounceMs), [max]);
  useEffect(() => () => { ask.cancel(); asked.current += 1; }, [ask]);

  const onInput = (value: string) => {
    setQuery(value);
    if (value.trim().length < minChars) {
      ask.cancel();
      asked.current += 1;
      setItems([]); setPhase('idle'); setOpen(false); setActive(-1);
      return;
    }
    setOpen(true);
    ask(value.trim());
  };

  const choose = (item: PreviewItem) => {
    const event = new CustomEvent('sq-search-preview-select', { bubbles: true, cancelable: true, detail: { ...item } });
    setOpen(false);
    if (host.dispatchEvent(event)) searchNavigation.go(item.url);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = items.length;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (count === 0) return;
      event.preventDefault();
      const down = event.key === 'ArrowDown';
      if (!open) { setOpen(true); setActive(down ? 0 : count - 1); return; }
      setActive((a) => (down ? (a + 1) % count : a <= 0 ? count - 1 : a - 1));
    } else if (event.key === 'Enter' && open && active >= 0 && items[active]) {
      event.preventDefault();
      choose(items[active]!);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      event.nativeEvent.stopPropagation(); // the popup closes; the page's Escape handling does not run
      setOpen(false); setActive(-1);
    }
  };

  const listId = `${id}-results`;
  const optionId = (i: number) => `${id}-option-${i}`;
  const showList = open && items.length > 0;
  const message = !open ? '' : phase === 'loading' && items.length === 0 ? SEARCH_PREVIEW_LABELS.loading
    : phase === 'error' ? UI_MESSAGES.unableToLoadResults
    : phase === 'done' && items.length === 0 ? SEARCH_PREVIEW_LABELS.noResults : '';

  return (
    <form className="sq-search-preview" role="search" action={data.action} method="get">
      <label className="sq-visually-hidden" htmlFor={`${id}-input`}>{data.label}</label>
      <div className="sq-search-preview__field">
        <input
          id={`${id}-input`} className="sq-search-preview__input" type="search" name={data.name}
          placeholder={data.placeholder || undefined} value={query} autoComplete="off"
          role="combobox" aria-autocomplete="list" aria-expanded={showList} aria-controls={listId}
          aria-activedescendant={showList && active >= 0 ? optionId(active) : undefined}
          onChange={(e) => onInput(e.currentTarget.value)} onKeyDown={onKeyDown}
          onBlur={() => setOpen(false)} onFocus={() => { if (items.length > 0) setOpen(true); }}
        />
        <button className="sq-search-preview__submit" type="submit">{data.submitText}</button>
      </div>
      <ul className="sq-search-preview__results" id={listId} role="listbox" aria-label={SEARCH_PREVIEW_LABELS.results} hidden={!showList}>
        {items.map((item, i) => (
          <li
            key={`${i}-${item.url}`} id={optionId(i)} role="option" aria-selected={i === active}
            className="sq-search-preview__option" data-url={item.url}
            onMouseDown={(e) => e.preventDefault()} onClick={() => choose(item)}
          >
            <span className="sq-search-preview__title">{item.title}</span>
            {item.excerpt && <span className="sq-search-preview__excerpt">{item.excerpt}</span>}
          </li>
        ))}
      </ul>
      <p className="sq-search-preview__status" role="status">{message}</p>
    </form>
  );
}
