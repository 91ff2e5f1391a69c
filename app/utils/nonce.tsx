import { createContext, useContext } from "react";

/** The CSP nonce of the current response; empty in the browser (React ignores it after hydration). */
export const NonceContext = createContext("");
export const NonceProvider = NonceContext.Provider;
export const useNonce = () => useContext(NonceContext);
