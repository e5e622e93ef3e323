/** The demo recall feed: realistic Swedish notices, two of them naming batches in the demo stock. */
export const DEMO_FEED_FILE = new URL('../../resources/recalls/demo-feed.xml', import.meta.url);
