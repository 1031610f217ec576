// What window.Sq offers for money (DESIGN.md "money formatting"), loaded on first use:
// Sq.money.format(minor, currency, options) formats an amount given in minor units.
import { logWarn } from '../log.ts';
import { formatMoney, type FormatOptions } from './format.ts';
import { Money } from './money.ts';

export { formatMoney, type FormatOptions } from './format.ts';
export { Money, zero } from './money.ts';

/**
 * Formats `minor` units (a whole number or a BigInt) of `currency` (unknown currency: warned, USD), exactly,
 * up to 15 integer places in every currency (visitor §9). Never throws: an amount beyond the limit, or
 * not whole, is refused with the parser message naming the limit (warned), and '' is returned; so is a
 * custom template, with the formatter's message.
 */
export function format(minor: number | bigint, currency: string, options?: FormatOptions): string {
  try {
    return formatMoney(Money.of(minor, currency), options);
  } catch (error) {
    logWarn((error as Error).message);
    return '';
  }
}
