export declare const KIOSK_OUT: string;
export declare const API_EXTERNAL: string[];
export declare function bundleKiosk(outdir?: string): Promise<void>;
export declare function buildKiosk(): Promise<void>;
