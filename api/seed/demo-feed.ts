import { resourceUrl } from '../resources.ts';

/** The demo recall feed: realistic Swedish notices, two of them naming batches in the demo stock. */
export const DEMO_FEED_FILE = resourceUrl('recalls/demo-feed.xml');
