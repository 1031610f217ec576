/** Sets or clears cookies for a test through document.cookie (the real browser jar). */
export function setCookies(values: Record<string, string | null>): void {
  for (const [name, value] of Object.entries(values)) {
    document.cookie = value === null
      ? `${name}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT`
      : `${name}=${value}; path=/`;
  }
}
