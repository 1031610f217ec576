// Reads <sq-map>'s server-rendered children (its no-JavaScript view): the address, one line per line
// of an <address> element (its <br>-separated text or its child elements), used when the location
// attribute has no address fields.
export interface MapData { address: string[] }

// Block-level children (p, div, li) are lines of their own.
const isBlock = (node: Element) => /^(P|DIV|LI)$/.test(node.nodeName);

function linesOf(element: Element): string[] {
  const parts: string[] = [];
  let current = '';
  const flush = () => { if (current.trim()) parts.push(current.trim().replace(/\s+/g, ' ')); current = ''; };
  for (const node of element.childNodes) {
    if (node.nodeName === 'BR') flush();
    else if (node instanceof Element && isBlock(node)) { flush(); current = node.textContent ?? ''; flush(); }
    else current += node.textContent ?? '';
  }
  flush();
  return parts;
}


export function readMapData(host: HTMLElement): MapData {
  const address = host.querySelector('address');
  return { address: address ? linesOf(address) : [] };
}
