export declare const SERVER_ENTRIES: Record<'server' | 'backup' | 'restore', string>;
export declare function bundleServer(options: {
  outdir: string;
  entryPoints?: Record<string, string>;
  define?: Record<string, string>;
  banner?: string;
}): Promise<void>;
