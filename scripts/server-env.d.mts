export declare const HEAP_LIMIT_MIB: number
export declare const HEAP_MIB_PER_1000_PRODUCTS: number
export declare const SEMI_SPACE_MIB: number
export declare function heapLimitMiB(products: number): number
export declare function serverEnv(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv
