// <sq-product-price>'s data: the product's structured content (visitor §3 "Product", reference §3.6)
// from the `product` attribute or a child <script type="application/json">, checked field by field.
// Prices are whole cents (minor units) within the store's cap; a digital product's priceCents,
// salePriceCents and onSale become one unlimited variant, so the view treats every product alike.
import { isView } from '../../runtime/bridge/light-dom.ts';
import { isCurrencyCode, type CurrencyCode } from '../../catalog/currencies.ts';
import { PARSER_MESSAGES } from '../../catalog/messages/parser.ts';
import { PRODUCT_EXPECTATIONS, PRODUCT_JSON_FIELDS } from '../../catalog/products.ts';
import type { ProductContentType } from '../../catalog/commerce.ts';
import {
  isValidPriceCents, parseSubscriptionPlan, productContentType, type SubscriptionPlan,
} from '../../runtime/commerce/product-rules.ts';
import { logError, logWarn } from '../../runtime/log.ts';

export interface PriceVariant {
  id: string;
  price: number;
  salePrice: number;
  onSale: boolean;
  /** null when the content does not say (not counted as sold out). */
  qtyInStock: number | null;
  unlimited: boolean;
  optionValues: string[];
}

export interface PriceProduct {
  productType: ProductContentType;
  variants: PriceVariant[];
  /** The product's own currency, else null (the store's selected currency is used). */
  currency: CurrencyCode | null;
  subscription: SubscriptionPlan | null;
}

export interface ProductPriceData {
  /** The product from the child script, when it has one that reads. */
  product: PriceProduct | null;
  /** The server-rendered price (the children but the script), shown when there is no product. */
  fallback: Node[];
}

type Json = Record<string, unknown>;
const isRecord = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const shown = (value: string) => JSON.stringify(value.length > 60 ? `${value.slice(0, 60)}…` : value);

function readVariant(raw: unknown): PriceVariant | null {
  if (!isRecord(raw) || !isValidPriceCents(raw.price)) return null;
  const onSale = raw.onSale === true;
  const salePrice = raw.salePrice ?? 0;
  if (!isValidPriceCents(salePrice)) return null;
  if (onSale && raw.salePrice === undefined) return null;
  const qty = raw.qtyInStock;
  const id = raw[PRODUCT_JSON_FIELDS.variantId];
  const options = Array.isArray(raw.optionValues) ? raw.optionValues : [];
  return {
    id: typeof id === 'string' || typeof id === 'number' ? String(id) : '',
    price: raw.price, salePrice, onSale,
    qtyInStock: typeof qty === 'number' && Number.isFinite(qty) ? Math.max(0, qty) : null,
    unlimited: raw.unlimited === true,
    optionValues: options.map((o) => (isRecord(o) && typeof o.value === 'string' ? o.value : '')).filter(Boolean),
  };
}

function readDigital(raw: Json): PriceVariant[] | null {
  const { priceCents, salePriceCents = 0, onSale } = raw;
  if (!isValidPriceCents(priceCents) || !isValidPriceCents(salePriceCents)) return null;
  if (onSale === true && raw.salePriceCents === undefined) return null;
  return [{
    id: '', price: priceCents, salePrice: salePriceCents, onSale: onSale === true,
    qtyInStock: null, unlimited: true, optionValues: [],
  }];
}

function readCurrency(raw: unknown): CurrencyCode | null {
  if (raw === undefined || raw === null || raw === '') return null;
  const code = typeof raw === 'string' ? raw.trim().toUpperCase() : raw;
  if (isCurrencyCode(code)) return code;
  logWarn(PARSER_MESSAGES.expected(PRODUCT_EXPECTATIONS.currency, JSON.stringify(raw)));
  return null;
}

function readSubscription(raw: unknown): SubscriptionPlan | null {
  if (raw === undefined || raw === null) return null;
  const plan = parseSubscriptionPlan(raw);
  if (!plan) logWarn(PARSER_MESSAGES.expected(PRODUCT_EXPECTATIONS.subscriptionPlan, JSON.stringify(raw)));
  return plan;
}

/**
 * Checks a parsed product; undefined when it cannot be priced (no type it names, a price that is not
 * whole cents within the cap, no variants). Digital products price from priceCents when they carry it.
 */
export function parseProduct(raw: unknown): PriceProduct | undefined {
  if (!isRecord(raw)) return undefined;
  const digitalFields = raw.priceCents !== undefined;
  const declared = raw.productType;
  const productType = declared === undefined || declared === null
    ? (digitalFields ? 'DIGITAL' : 'PHYSICAL')
    : productContentType(declared);
  if (!productType) return undefined;
  let variants: PriceVariant[] | null;
  if (productType === 'DIGITAL' && digitalFields) variants = readDigital(raw);
  else if (Array.isArray(raw.variants) && raw.variants.length > 0) {
    const read = raw.variants.map(readVariant);
    variants = read.every(Boolean) ? (read as PriceVariant[]) : null;
  } else variants = null;
  if (!variants) return undefined;
  return {
    productType, variants,
    currency: readCurrency(raw[PRODUCT_JSON_FIELDS.currency]),
    subscription: readSubscription(raw[PRODUCT_JSON_FIELDS.subscriptionPlan]),
  };
}

/** Parses the product JSON of the child script; logs the parser message and returns null when it cannot. */
export function parseProductJson(text: string): PriceProduct | null {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    logError(PARSER_MESSAGES.expected(PRODUCT_EXPECTATIONS.productJson, shown(text)));
    return null;
  }
  const product = parseProduct(raw);
  if (product) return product;
  logError(PARSER_MESSAGES.expected(PRODUCT_EXPECTATIONS.product, shown(text)));
  return null;
}

export function readProductPriceData(host: HTMLElement): ProductPriceData {
  const script = host.querySelector(':scope > script[type="application/json"]');
  const fallback = Array.from(host.childNodes).filter((node) => node !== script && !isView(node)
    && (node.nodeType !== Node.TEXT_NODE || node.textContent?.trim()));
  return { product: script ? parseProductJson(script.textContent ?? '') : null, fallback };
}
