// The maps script's settings (visitor §7 "a maps script GET (API version, callback, key from the page
// context, optional language and region)"), read from context.websiteSettings.mapsSettings, a free
// object: each known field is kept when it is a non-empty string, else its default (logged when the
// field was given with another type).
import { MAPS_SETTINGS_DEFAULTS, type MapsSettingsField } from '../../catalog/map-settings.ts';
import { PARSER_MESSAGES } from '../../catalog/messages/parser.ts';
import { readContext, type SiteContext } from '../../runtime/context.ts';
import { logWarn } from '../../runtime/log.ts';

export type MapsSettings = { -readonly [K in MapsSettingsField]: string };

type ContextSource = { Sq?: { context?: SiteContext } };

export function normaliseMapsSettings(raw: Record<string, unknown>): MapsSettings {
  const out = { ...MAPS_SETTINGS_DEFAULTS } as MapsSettings;
  for (const field of Object.keys(MAPS_SETTINGS_DEFAULTS) as MapsSettingsField[]) {
    const value = raw[field];
    if (typeof value === 'string' && value.trim() !== '') out[field] = value.trim();
    else if (typeof value === 'number' && field === 'apiVersion') out[field] = String(value);
    else if (value !== undefined && value !== null && value !== '') {
      logWarn(PARSER_MESSAGES.expected(`a string for mapsSettings.${field}`, JSON.stringify(value)));
    }
  }
  return out;
}

/** The page's maps settings: the runtime's context when it runs, else the page's context script. */
export function mapsSettings(context?: SiteContext): MapsSettings {
  const site = context ?? (window as ContextSource).Sq?.context ?? readContext();
  return normaliseMapsSettings(site.websiteSettings.mapsSettings);
}

/** The script URL: scriptUrl plus v, callback, key and the optional language and region. */
export function mapsScriptUrl(settings: MapsSettings, callback: string): string {
  const url = new URL(settings.scriptUrl, document.baseURI);
  const params: Array<[string, string]> = [['v', settings.apiVersion], ['callback', callback], ['key', settings.apiKey],
    ['language', settings.language], ['region', settings.region]];
  for (const [name, value] of params) if (value) url.searchParams.set(name, value);
  return url.href;
}
