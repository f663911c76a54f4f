/** The app's version, package.json's, put in by the build (vite.config.ts define). */
declare const __APP_VERSION__: string;
