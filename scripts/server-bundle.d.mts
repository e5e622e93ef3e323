export declare const SERVER_ENTRIES: Record<'server' | 'backup' | 'restore', string>;
export declare function bundleServer(options: {
  outdir: string;
  entryPoints?: Record<string, string>;
  define?: Record<string, string>;
  banner?: string;
  /** Code behind a dynamic import in a chunk of its own, loaded when imported. */
  splitting?: boolean;
}): Promise<void>;
