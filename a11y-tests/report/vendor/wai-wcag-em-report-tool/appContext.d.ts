// Types for appContext.js beside this file, which is kept verbatim from w3c/wai-wcag-em-report-tool (see ../README.md).
type JsonLdTermDefinition = string | { '@id': string; '@type': string };

export declare const exportContext: Record<string, JsonLdTermDefinition>;
export declare const importContext: Record<string, JsonLdTermDefinition>;
declare const defaultContext: typeof exportContext;
export default defaultContext;
