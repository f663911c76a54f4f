// The compiled catalogs vite.config.ts (catalogPlugin) makes of locales/*.json.
declare module "virtual:i18n-catalog/*" {
  export const messages: Record<string, unknown>;
}
