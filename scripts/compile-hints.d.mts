export declare const COMPILE_HINT: string
export declare function addCompileHints(distDir: string): string[]
export declare const MIN_BYTES: number
