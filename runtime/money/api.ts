// What window.Sq offers for money (DESIGN.md "money formatting"), loaded on first use:
// Sq.money.format(minor, currency, options) formats an amount given in minor units.
import { formatMoney, type FormatOptions } from './format.ts';
import { Money } from './money.ts';

export { formatMoney, type FormatOptions } from './format.ts';
export { Money, zero } from './money.ts';

/** Formats `minor` units of `currency` (unknown currency: warned, USD); throws like formatMoney. */
export function format(minor: number, currency: string, options?: FormatOptions): string {
  return formatMoney(Money.of(minor, currency), options);
}
