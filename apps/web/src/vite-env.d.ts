/// <reference types="vite/client" />
/// <reference types="vite-plugin-pwa/react" />

interface ImportMetaEnv {
  /** Origin of the API when it is not the page's own (the server normally serves the client). */
  readonly VITE_API_BASE_URL?: string;
}
