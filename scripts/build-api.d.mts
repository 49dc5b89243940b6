/** Types of scripts/build-api.mjs (plain JavaScript, run by node without a build). */
export declare const API_DIST: string;
export declare const API_MAIN: string;
export declare const API_SOURCES: string[];
export declare function buildApi(root?: string): Promise<void>;
