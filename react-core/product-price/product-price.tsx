// <sq-product-price>'s view: the formatted price of a product (or of one variant), a sale price after
// the struck-through original, 'from' for differing variants, the sold-out state and the subscription
// text. Without a product it shows copies of the server-rendered price, as it was.
import { useMemo } from 'react';
import { DEFAULT_LOCALE } from '../../catalog/constants.ts';
import { isCurrencyCode } from '../../catalog/currencies.ts';
import { ELEMENT_LIBRARY_MESSAGES } from '../../catalog/messages/library-elements.ts';
import { PARSER_MESSAGES } from '../../catalog/messages/parser.ts';
import { PRODUCT_EXPECTATIONS, PRODUCT_PRICE_LABELS } from '../../catalog/products.ts';
import { subscriptionText } from '../../runtime/commerce/product-rules.ts';
import { isDefaultLocale } from '../../runtime/default-locale.ts';
import { readContext, type SiteContext } from '../../runtime/context.ts';
import { logError, logWarn } from '../../runtime/log.ts';
import { formatMoney } from '../../runtime/money/format.ts';
import { Money } from '../../runtime/money/money.ts';
import { NodeSlot } from '../node-slot.tsx';
import { priceDisplay } from './price-model.ts';
import type { PriceProduct, ProductPriceData } from './product-data.ts';

export const TAG = 'sq-product-price';

export interface ProductPriceProps {
  product: PriceProduct | null;
  variant: string;
  locale: string;
  host: HTMLElement;
  data: ProductPriceData;
}

type ContextSource = { Sq?: { context?: SiteContext } };
// The runtime has already read the page's context; an element imported on its own reads it here.
const siteContext = () => (window as ContextSource).Sq?.context ?? readContext();

// The page's first Intl.NumberFormat costs 25-60 ms (ICU's number data; 4x that under Lighthouse's CPU).
// en-US, the default, is formatted without Intl (runtime/money/format.ts). For a site in another locale
// the first formatter is made in a task of its own as this chunk loads, ahead of the task that defines the
// element (the autoloader defines on a later task), so that cost is not added to the first render's task.
if (typeof window !== 'undefined') {
  setTimeout(() => {
    try {
      const locale = (window as ContextSource).Sq?.context?.website?.locale;
      // An invalid locale throws here and is warned about by the render, once; en-US asks nothing of Intl.
      if (locale && !isDefaultLocale(locale)) formatMoney(Money.of(0, 'USD'), { locale: Intl.getCanonicalLocales(locale)[0] });
    } catch { /* only a warm-up: the render reports its own errors */ }
  });
}

interface Shown {
  price: string; original: string | null; from: boolean; soldOut: boolean; subscription: string | null;
}

function compute(product: PriceProduct, variantId: string, locale: string): Shown | null {
  const context = siteContext();
  const currency = product.currency ?? context.storeSettings.selectedCurrency;
  if (!isCurrencyCode(currency)) {
    logWarn(PARSER_MESSAGES.expected(PRODUCT_EXPECTATIONS.currency, JSON.stringify(currency)));
    return null;
  }
  const chosen = variantId ? product.variants.filter((v) => v.id === variantId) : [];
  if (variantId && chosen.length === 0) logWarn(PARSER_MESSAGES.expected(PRODUCT_EXPECTATIONS.variant, JSON.stringify(variantId)));
  const display = priceDisplay(chosen.length > 0 ? chosen : product.variants);
  const options = { locale: locale || context.website.locale || DEFAULT_LOCALE };
  const format = (minor: number) => formatMoney(Money.of(minor, currency), options);
  return {
    price: format(display.price),
    original: display.original === null ? null : format(display.original),
    from: display.from,
    soldOut: display.soldOut,
    subscription: product.subscription && subscriptionText(product.subscription),
  };
}

function safely(product: PriceProduct, variant: string, locale: string): Shown | null {
  try {
    return compute(product, variant, locale);
  } catch (error) {
    logError(ELEMENT_LIBRARY_MESSAGES.elementRenderFailed(TAG), error);
    return null;
  }
}

export function ProductPrice({ product, variant, locale, data }: ProductPriceProps) {
  const source = product ?? data.product;
  const shown = useMemo(() => (source ? safely(source, variant, locale) : null), [source, variant, locale]);
  if (!shown) return <NodeSlot nodes={data.fallback} className="sq-product-price__fallback" />;
  const state = shown.soldOut ? 'sold-out' : shown.original ? 'sale' : shown.from ? 'from' : 'regular';
  return (
    // The spaces between the parts are for the spoken and copied text; the flex layout ignores them.
    <span className="sq-product-price" data-state={state}>
      {shown.from && <><span className="sq-product-price__from">{PRODUCT_PRICE_LABELS.from}</span>{' '}</>}
      {shown.original && (
        <>
          <s className="sq-product-price__original">
            <span className="sq-visually-hidden">{`${PRODUCT_PRICE_LABELS.originalPrice} `}</span>
            {shown.original}
          </s>
          {' '}
        </>
      )}
      <span className="sq-product-price__amount">
        {shown.original && <span className="sq-visually-hidden">{`${PRODUCT_PRICE_LABELS.salePrice} `}</span>}
        {shown.price}
      </span>
      {shown.subscription && <>{' '}<span className="sq-product-price__subscription">{shown.subscription}</span></>}
      {shown.soldOut && <>{' '}<span className="sq-product-price__sold-out">{PRODUCT_PRICE_LABELS.soldOut}</span></>}
    </span>
  );
}

export const PRODUCT_PRICE_STYLES = `
:where(.sq-product-price) { display: inline-flex; flex-wrap: wrap; align-items: baseline; column-gap: 0.4em; }
:where(.sq-product-price__original) { opacity: 0.7; }
:where(.sq-product-price__subscription) { font-size: var(--sq-font-size-1); }
:where(.sq-product-price__sold-out) {
  padding: 0 var(--sq-space-1); border: 1px solid currentColor; border-radius: var(--sq-radius-1);
  font-size: var(--sq-font-size-1); text-transform: uppercase;
}
`;
